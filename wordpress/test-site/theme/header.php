<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<div id="page-container">
<?php if ( ! lightpage_test_tb_header() ) : ?>
<header id="main-header" data-height-onload="66">
	<div class="container clearfix et_menu_container">
		<div class="logo_container"><span class="logo_helper"></span>
			<a href="<?php echo esc_url( home_url( '/' ) ); ?>"><img src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='93' height='43'%3E%3C/svg%3E" width="93" height="43" alt="<?php bloginfo( 'name' ); ?>" id="logo" data-height-percentage="54"></a>
		</div>
		<div id="et-top-navigation" data-height="66" data-fixed-height="40">
			<nav id="top-menu-nav"><ul id="top-menu" class="nav">
				<li id="menu-item-1" class="menu-item menu-item-home menu-item-1"><a href="<?php echo esc_url( home_url( '/' ) ); ?>">Home</a></li>
				<li id="menu-item-2" class="menu-item menu-item-2"><a href="<?php echo esc_url( home_url( '/rest-client/' ) ); ?>">REST client</a></li>
			</ul></nav>
			<div id="et_top_search"><span id="et_search_icon" role="button" aria-label="Search"></span></div>
			<div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">Select Page</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div>
		</div>
	</div>
	<div class="et_search_outer">
		<div class="container et_search_form_container">
			<form role="search" method="get" class="et-search-form" action="<?php echo esc_url( home_url( '/' ) ); ?>"><input type="search" class="et-search-field" placeholder="Search &hellip;" value="" name="s" title="Search for:"></form>
			<span class="et_close_search_field" role="button" aria-label="Close search"></span>
		</div>
	</div>
</header>
<?php endif; ?>
<div id="et-main-area">
<div id="main-content">
