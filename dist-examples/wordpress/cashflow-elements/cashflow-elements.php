<?php
/**
 * Plugin Name:       Cashflow Elements
 * Description:       The free cash flow calculator as a block and a shortcode, [cashflow_calculator industry="Manufacturing"], with the site-wide lead API setting.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            Crestline Advisory Group
 * License:           MIT
 * Text Domain:       cashflow-elements
 *
 * @package CashflowElements
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'CASHFLOW_ELEMENTS_VERSION', '0.1.0' );
define( 'CASHFLOW_ELEMENTS_OPTION', 'cashflow_elements_settings' );

/**
 * Attributes of each element, as editors may write them in post HTML.
 *
 * @return array<string, string[]> Tag name => attribute names.
 */
function cashflow_elements_tags() {
	$common = array( 'id', 'class', 'hidden', 'title', 'lang', 'dir' );
	return array(
		'cashflow-calculator' => array_merge(
			$common,
			array( 'monthly-revenue', 'monthly-expenses', 'cash-reserves', 'revenue-growth', 'expense-growth', 'industry', 'line-of-business', 'endpoint' )
		),
		'lead-form'           => array_merge( $common, array( 'kind', 'endpoint' ) ),
		'newsletter-form'     => array_merge( $common, array( 'endpoint' ) ),
	);
}

/**
 * The saved settings, with defaults.
 *
 * @return array{bundle_url: string, api_url: string}
 */
function cashflow_elements_settings() {
	$saved = get_option( CASHFLOW_ELEMENTS_OPTION, array() );
	$saved = is_array( $saved ) ? $saved : array();
	return array(
		'bundle_url' => ! empty( $saved['bundle_url'] ) ? $saved['bundle_url'] : '',
		'api_url'    => ! empty( $saved['api_url'] ) ? $saved['api_url'] : '',
	);
}

/**
 * Where the built dist/ files are: the setting, else the dist/ folder inside this plugin.
 *
 * @return string Base URL ending in a slash.
 */
function cashflow_elements_bundle_url() {
	$settings = cashflow_elements_settings();
	$url      = '' !== $settings['bundle_url'] ? $settings['bundle_url'] : plugins_url( 'dist/', __FILE__ );
	return trailingslashit( $url );
}

/**
 * Loads one of the bundles as an ES module: dist/cashflow-calculator.js, or dist/cashflow-elements.js
 * (the autoloader, which loads each element the first time its tag appears). The chunks are found
 * relative to the bundle, so only the entry's URL matters.
 *
 * @param string $entry Bundle name without .js.
 */
function cashflow_elements_enqueue( $entry ) {
	$handle = 'cashflow-elements-module-' . $entry;
	$src    = cashflow_elements_bundle_url() . $entry . '.js';

	if ( function_exists( 'wp_enqueue_script_module' ) ) {
		// WordPress 6.5 and later print it as <script type="module">.
		wp_enqueue_script_module( $handle, $src, array(), CASHFLOW_ELEMENTS_VERSION );
	} else {
		// Older versions: a classic script in the footer, made a module by cashflow_elements_module_tag().
		wp_enqueue_script( $handle, $src, array(), CASHFLOW_ELEMENTS_VERSION, true );
	}
	wp_enqueue_style( 'cashflow-elements' );
}

/**
 * Before WordPress 6.5: turns our script tags into module scripts.
 *
 * @param string $tag    The script tag.
 * @param string $handle The script's handle.
 * @return string
 */
function cashflow_elements_module_tag( $tag, $handle ) {
	if ( 0 !== strpos( $handle, 'cashflow-elements-module-' ) ) {
		return $tag;
	}
	$tag = preg_replace( '/\stype=(["\'])[^"\']*\1/', '', $tag );
	return preg_replace( '/<script\b/', '<script type="module"', $tag, 1 );
}
add_filter( 'script_loader_tag', 'cashflow_elements_module_tag', 10, 2 );

/**
 * The small stylesheet that reserves the calculator's space while its script loads; a page that
 * uses our tags in its own HTML gets the autoloader.
 */
function cashflow_elements_enqueue_assets() {
	wp_register_style( 'cashflow-elements', plugins_url( 'cashflow-elements.css', __FILE__ ), array(), CASHFLOW_ELEMENTS_VERSION );

	$post = is_singular() ? get_post() : null;
	if ( $post && preg_match( '/<(?:cashflow-calculator|lead-form|newsletter-form)[\s>]/i', $post->post_content ) ) {
		cashflow_elements_enqueue( 'cashflow-elements' );
	}
}
add_action( 'wp_enqueue_scripts', 'cashflow_elements_enqueue_assets' );

/**
 * The page-wide API: leads are sent to <api>/leads and sign-ups to <api>/newsletter by every
 * element on the page that has no endpoint attribute of its own.
 */
function cashflow_elements_api_meta() {
	$settings = cashflow_elements_settings();
	if ( '' !== $settings['api_url'] ) {
		printf( '<meta name="cashflow-elements-api" content="%s" />' . "\n", esc_url( $settings['api_url'] ) );
	}
}
add_action( 'wp_head', 'cashflow_elements_api_meta' );

/**
 * The calculator's markup. Every value is written as escaped attribute text: the element reads
 * attributes as plain text and never as markup.
 *
 * @param array<string, string> $values Attribute name (kebab-case) => value; empty values are left out.
 * @return string
 */
function cashflow_elements_calculator_markup( array $values ) {
	$html = '<cashflow-calculator';
	foreach ( $values as $name => $value ) {
		$value = trim( (string) $value );
		if ( 'endpoint' === $name && '' !== $value ) {
			$value = esc_url_raw( $value, array( 'http', 'https' ) );
		}
		if ( '' === $value ) {
			continue;
		}
		$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
	}
	return $html . '></cashflow-calculator>';
}

/**
 * [cashflow_calculator industry="Manufacturing" line_of_business="Electronics" endpoint="https://…"]
 * Also: monthly_revenue, monthly_expenses, cash_reserves, revenue_growth, expense_growth.
 *
 * @param array|string $atts Shortcode attributes.
 * @return string
 */
function cashflow_elements_shortcode( $atts ) {
	$names  = array( 'monthly-revenue', 'monthly-expenses', 'cash-reserves', 'revenue-growth', 'expense-growth', 'industry', 'line-of-business', 'endpoint' );
	$keys   = array_map(
		function ( $name ) {
			return str_replace( '-', '_', $name );
		},
		$names
	);
	$atts   = shortcode_atts( array_fill_keys( $keys, '' ), $atts, 'cashflow_calculator' );
	$values = array_combine( $names, array_values( $atts ) );

	cashflow_elements_enqueue( 'cashflow-calculator' );
	return cashflow_elements_calculator_markup( $values );
}
add_shortcode( 'cashflow_calculator', 'cashflow_elements_shortcode' );

/**
 * The block "Cash Flow Calculator" (block.json), rendered on the server like the shortcode; its
 * editor script (block.js) needs no build step.
 */
function cashflow_elements_register_block() {
	wp_register_script(
		'cashflow-elements-block-editor',
		plugins_url( 'block.js', __FILE__ ),
		array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-i18n' ),
		CASHFLOW_ELEMENTS_VERSION,
		true
	);
	register_block_type(
		__DIR__,
		array( 'render_callback' => 'cashflow_elements_render_block' )
	);
}
add_action( 'init', 'cashflow_elements_register_block' );

/**
 * @param array $attributes Block attributes (block.json).
 * @return string
 */
function cashflow_elements_render_block( $attributes ) {
	cashflow_elements_enqueue( 'cashflow-calculator' );
	$calculator = cashflow_elements_calculator_markup(
		array(
			'industry'         => isset( $attributes['industry'] ) ? $attributes['industry'] : '',
			'line-of-business' => isset( $attributes['lineOfBusiness'] ) ? $attributes['lineOfBusiness'] : '',
			'endpoint'         => isset( $attributes['endpoint'] ) ? $attributes['endpoint'] : '',
		)
	);
	return '<div ' . get_block_wrapper_attributes() . '>' . $calculator . '</div>';
}

/**
 * Lets authors without the unfiltered_html capability keep our tags and their attributes in post
 * content; otherwise kses strips them on save.
 *
 * @param array  $allowed Allowed tags => attributes.
 * @param string $context The kses context.
 * @return array
 */
function cashflow_elements_allowed_html( $allowed, $context ) {
	if ( 'post' !== $context ) {
		return $allowed;
	}
	foreach ( cashflow_elements_tags() as $tag => $attributes ) {
		$allowed[ $tag ] = array_fill_keys( $attributes, true );
	}
	return $allowed;
}
add_filter( 'wp_kses_allowed_html', 'cashflow_elements_allowed_html', 10, 2 );

/**
 * Settings → Cashflow Elements: the bundle URL and the API URL.
 */
function cashflow_elements_register_settings() {
	register_setting(
		'cashflow_elements',
		CASHFLOW_ELEMENTS_OPTION,
		array(
			'type'              => 'array',
			'sanitize_callback' => 'cashflow_elements_sanitize_settings',
			'default'           => array(
				'bundle_url' => '',
				'api_url'    => '',
			),
		)
	);
	add_settings_section( 'cashflow_elements_main', '', '__return_false', 'cashflow_elements' );
	add_settings_field(
		'cashflow_elements_bundle_url',
		__( 'Bundle URL', 'cashflow-elements' ),
		'cashflow_elements_url_field',
		'cashflow_elements',
		'cashflow_elements_main',
		array(
			'label_for' => 'cashflow_elements_bundle_url',
			'key'       => 'bundle_url',
			'help'      => __( 'Where the built dist/ folder is hosted (the folder holding cashflow-calculator.js and chunks/). Empty: the dist/ folder inside this plugin.', 'cashflow-elements' ),
		)
	);
	add_settings_field(
		'cashflow_elements_api_url',
		__( 'API URL', 'cashflow-elements' ),
		'cashflow_elements_url_field',
		'cashflow_elements',
		'cashflow_elements_main',
		array(
			'label_for' => 'cashflow_elements_api_url',
			'key'       => 'api_url',
			'help'      => __( 'Leads are sent to this URL + /leads and newsletter sign-ups to + /newsletter, unless an element has its own endpoint. Empty: sends are only simulated.', 'cashflow-elements' ),
		)
	);
}
add_action( 'admin_init', 'cashflow_elements_register_settings' );

/**
 * @param mixed $input The submitted settings.
 * @return array{bundle_url: string, api_url: string}
 */
function cashflow_elements_sanitize_settings( $input ) {
	$input = is_array( $input ) ? $input : array();
	$clean = array();
	foreach ( array( 'bundle_url', 'api_url' ) as $key ) {
		$value         = isset( $input[ $key ] ) ? trim( (string) $input[ $key ] ) : '';
		$clean[ $key ] = '' === $value ? '' : esc_url_raw( $value, array( 'http', 'https' ) );
	}
	return $clean;
}

/**
 * @param array $args Field arguments: label_for, key, help.
 */
function cashflow_elements_url_field( $args ) {
	$settings = cashflow_elements_settings();
	printf(
		'<input type="url" class="regular-text code" id="%1$s" name="%2$s[%3$s]" value="%4$s" /><p class="description">%5$s</p>',
		esc_attr( $args['label_for'] ),
		esc_attr( CASHFLOW_ELEMENTS_OPTION ),
		esc_attr( $args['key'] ),
		esc_attr( $settings[ $args['key'] ] ),
		esc_html( $args['help'] )
	);
}

function cashflow_elements_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	echo '<div class="wrap"><h1>' . esc_html__( 'Cashflow Elements', 'cashflow-elements' ) . '</h1><form action="options.php" method="post">';
	settings_fields( 'cashflow_elements' );
	do_settings_sections( 'cashflow_elements' );
	submit_button();
	echo '</form></div>';
}

function cashflow_elements_add_settings_page() {
	add_options_page(
		__( 'Cashflow Elements', 'cashflow-elements' ),
		__( 'Cashflow Elements', 'cashflow-elements' ),
		'manage_options',
		'cashflow-elements',
		'cashflow_elements_settings_page'
	);
}
add_action( 'admin_menu', 'cashflow_elements_add_settings_page' );

/**
 * Deleting the plugin deletes its settings.
 */
function cashflow_elements_uninstall() {
	delete_option( CASHFLOW_ELEMENTS_OPTION );
}

function cashflow_elements_activate() {
	register_uninstall_hook( __FILE__, 'cashflow_elements_uninstall' );
}
register_activation_hook( __FILE__, 'cashflow_elements_activate' );
