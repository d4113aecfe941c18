<?php
/**
 * One widget area, "sidebar-1", where the suite puts a Custom HTML widget.
 *
 * @package CashflowClassicFixture
 */

add_action(
	'widgets_init',
	function () {
		register_sidebar(
			array(
				'id'   => 'sidebar-1',
				'name' => 'Sidebar',
			)
		);
	}
);
add_action(
	'wp_enqueue_scripts',
	function () {
		wp_enqueue_style( 'cashflow-classic-fixture', get_stylesheet_uri(), array(), '1.0' );
	}
);
