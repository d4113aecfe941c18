<?php
/**
 * Every page: the posts with their full content (also on archives), and the widget area.
 *
 * @package CashflowClassicFixture
 */

?><!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<div class="layout">
<main>
<?php
while ( have_posts() ) {
	the_post();
	echo '<article><h2>' . esc_html( get_the_title() ) . '</h2>';
	the_content();
	echo '</article>';
}
?>
</main>
<aside><?php dynamic_sidebar( 'sidebar-1' ); ?></aside>
</div>
<?php wp_footer(); ?>
</body>
</html>
