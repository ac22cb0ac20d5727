</div>
<footer id="main-footer"><div id="footer-bottom"><div class="container clearfix"><p id="footer-info"><?php bloginfo( 'name' ); ?></p></div></div></footer>
</div>
</div>
<span class="et_pb_scroll_top et-pb-icon"></span>
<?php wp_footer(); ?>
</body>
</html>
