<?php
get_header();
if ( is_front_page() || is_page( 'kitchen-sink' ) ) {
	// The demo's module markup, as the builder renders it.
	echo '<article class="page type-page hentry"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">';
	echo lightpage_test_demo()['content']; // phpcs:ignore WordPress.Security.EscapeOutput -- the project's own demo markup
	echo '</div></div></div></article>';
} else {
	while ( have_posts() ) {
		the_post();
		echo '<article id="post-' . esc_attr( get_the_ID() ) . '"><h1 class="entry-title">' . esc_html( get_the_title() ) . '</h1><div class="entry-content">';
		the_content();
		echo '</div></article>';
	}
}
get_footer();
