<?php
/**
 * Plugin Name:       Cashflow Elements
 * Description:       The free cash flow calculator as a block and a shortcode, [cashflow_calculator industry="Manufacturing"]; leads go to the firm's server.
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

// The version (ending in a hash of the bundle), the bundle's folder and the firm's site, written by
// `npm run build` into the zip: the plugin is installed from dist/wordpress/cashflow-elements.zip.
require __DIR__ . '/build.php';

define( 'CASHFLOW_ELEMENTS_OPTION', 'cashflow_elements_settings' );
define( 'CASHFLOW_ELEMENTS_HEALTH', 'cashflow_elements_health' );

/**
 * The attributes that say where visitors' data goes (endpoint) and where links lead (site-url): only
 * users who may post unfiltered HTML may set them, and only to http(s) URLs.
 */
define( 'CASHFLOW_ELEMENTS_URL_ATTRIBUTES', array( 'endpoint', 'site-url' ) );

/** The element's endpoint value that asks for a simulated send (a demo page), besides http(s) URLs. */
define( 'CASHFLOW_ELEMENTS_DEMO_ENDPOINT', 'demo' );

/**
 * Attributes of each element, as anyone who may post may write them in post HTML.
 *
 * @return array<string, string[]> Tag name => attribute names.
 */
function cashflow_elements_tags() {
	$common = array( 'id', 'class', 'hidden', 'title', 'lang', 'dir' );
	return array(
		'cashflow-calculator' => array_merge(
			$common,
			array( 'monthly-revenue', 'monthly-expenses', 'cash-reserves', 'revenue-growth', 'expense-growth', 'industry', 'line-of-business' )
		),
		'lead-form'           => array_merge( $common, array( 'kind' ) ),
		'newsletter-form'     => $common,
	);
}

/**
 * The settings as saved (an empty value means the default).
 *
 * @return array{bundle_url: string, api_url: string, site_url: string}
 */
function cashflow_elements_saved_settings() {
	$saved = get_option( CASHFLOW_ELEMENTS_OPTION, array() );
	$saved = is_array( $saved ) ? $saved : array();
	$clean = array();
	foreach ( array( 'bundle_url', 'api_url', 'site_url' ) as $key ) {
		$clean[ $key ] = isset( $saved[ $key ] ) ? (string) $saved[ $key ] : '';
	}
	return $clean;
}

/**
 * What each setting is when left empty. The API is the firm's server, not this site's /api (where
 * the element would send by default, as its bundle is served from here); links lead to the firm's
 * site. Both come from the build (CASHFLOW_FIRM_URL, else the firm's production site).
 *
 * @return array{bundle_url: string, api_url: string, site_url: string}
 */
function cashflow_elements_default_settings() {
	return array(
		'bundle_url' => plugins_url( CASHFLOW_ELEMENTS_BUNDLE_DIR, __FILE__ ),
		'api_url'    => CASHFLOW_ELEMENTS_FIRM_URL . '/api',
		'site_url'   => CASHFLOW_ELEMENTS_FIRM_URL,
	);
}

/**
 * The settings in force: each saved value, else its default.
 *
 * @return array{bundle_url: string, api_url: string, site_url: string}
 */
function cashflow_elements_settings() {
	return array_merge( cashflow_elements_default_settings(), array_filter( cashflow_elements_saved_settings() ) );
}

/**
 * The autoloader's URL (about 1 kB: it loads each element's code the first time its tag appears).
 * It is the only script the plugin loads, so a page fetches each element once, however many
 * shortcodes, blocks and tags it has.
 *
 * @return string
 */
function cashflow_elements_autoloader_url() {
	return trailingslashit( cashflow_elements_settings()['bundle_url'] ) . 'cashflow-elements.js';
}

/**
 * This site's origin (scheme, host, port), as the firm's server sees it in the Origin header.
 *
 * @return string
 */
function cashflow_elements_site_origin() {
	$parts = wp_parse_url( home_url() );
	return $parts['scheme'] . '://' . $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
}

/**
 * On every front-end page: the autoloader, so a tag in a widget, a synced pattern or an archive
 * loads like one in a post; and the few lines of CSS that reserve the calculator's space meanwhile.
 */
function cashflow_elements_enqueue_assets() {
	$handle = 'cashflow-elements';
	if ( function_exists( 'wp_enqueue_script_module' ) ) {
		// WordPress 6.5 and later print it as <script type="module">.
		wp_enqueue_script_module( $handle, cashflow_elements_autoloader_url(), array(), CASHFLOW_ELEMENTS_VERSION );
	} else {
		// Before: a classic script tag, made a module by cashflow_elements_module_tag(); in the head,
		// as a module runs after parsing anyway and starts loading sooner there.
		wp_enqueue_script( $handle, cashflow_elements_autoloader_url(), array(), CASHFLOW_ELEMENTS_VERSION, false );
	}
	// Inline: a stylesheet request of its own would hold up every page's first render. The file is
	// the calculator's reserved heights by its own width (src/components/cashflow-calculator/
	// reserved-height.css, put in the zip by the build): the page never jumps while it loads.
	wp_register_style( $handle, false, array(), CASHFLOW_ELEMENTS_VERSION );
	wp_enqueue_style( $handle );
	wp_add_inline_style( $handle, (string) file_get_contents( __DIR__ . '/cashflow-elements.css' ) );
}
add_action( 'wp_enqueue_scripts', 'cashflow_elements_enqueue_assets' );

/**
 * Before WordPress 6.5: turns the autoloader's script tag into a module script.
 *
 * @param string $tag    The script tag.
 * @param string $handle The script's handle.
 * @return string
 */
function cashflow_elements_module_tag( $tag, $handle ) {
	if ( 'cashflow-elements' !== $handle ) {
		return $tag;
	}
	$tag = preg_replace( '/\stype=(["\'])[^"\']*\1/', '', $tag );
	return preg_replace( '/<script\b/', '<script type="module"', $tag, 1 );
}
add_filter( 'script_loader_tag', 'cashflow_elements_module_tag', 10, 2 );

/**
 * The page-wide settings every element reads: leads go to <api>/leads and sign-ups to
 * <api>/newsletter unless an element has its own endpoint; links inside the elements lead to the
 * firm's site.
 */
function cashflow_elements_meta() {
	$settings = cashflow_elements_settings();
	printf( '<meta name="cashflow-elements-api" content="%s" />' . "\n", esc_url( $settings['api_url'] ) );
	printf( '<meta name="cashflow-elements-site" content="%s" />' . "\n", esc_url( $settings['site_url'] ) );
}
add_action( 'wp_head', 'cashflow_elements_meta', 1 );

/**
 * Whether the post's author may set where its calculators send and link (shortcode and block
 * attributes are not filtered when saved, so this is checked when they are shown).
 *
 * @param WP_Post|null $post The post being rendered, if any.
 * @return bool
 */
function cashflow_elements_author_may_set_urls( $post ) {
	return $post instanceof WP_Post && user_can( (int) $post->post_author, 'unfiltered_html' );
}

/**
 * An endpoint or site-url as written by someone who may set it: an absolute http(s) URL, or for
 * endpoint the demo value; anything else is dropped (esc_url_raw alone would turn "demo" or a
 * relative path into http://demo/…).
 *
 * @param string $name  endpoint or site-url.
 * @param string $value The value as written.
 * @return string The value to print, or '' to leave the attribute out.
 */
function cashflow_elements_url_attribute( $name, $value ) {
	if ( 'endpoint' === $name && CASHFLOW_ELEMENTS_DEMO_ENDPOINT === $value ) {
		return $value;
	}
	$scheme = strtolower( (string) wp_parse_url( $value, PHP_URL_SCHEME ) );
	return in_array( $scheme, array( 'http', 'https' ), true ) ? esc_url_raw( $value, array( 'http', 'https' ) ) : '';
}

/**
 * The calculator's markup. Every value is written as escaped attribute text; endpoint and site-url
 * are kept only if the post's author may set them, and only as http(s) URLs.
 *
 * @param array<string, string> $values Attribute name (kebab-case) => value; empty values are left out.
 * @return string
 */
function cashflow_elements_calculator_markup( array $values ) {
	$may_set_urls = cashflow_elements_author_may_set_urls( get_post() );
	$html         = '<cashflow-calculator';
	foreach ( $values as $name => $value ) {
		$value = trim( (string) $value );
		if ( in_array( $name, CASHFLOW_ELEMENTS_URL_ATTRIBUTES, true ) ) {
			$value = $may_set_urls ? cashflow_elements_url_attribute( $name, $value ) : '';
		}
		if ( '' === $value ) {
			continue;
		}
		$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
	}
	// With no per-post numbers, the calculator's prerendered first view (calculator-first-view.html,
	// put in the zip by the build) goes inside it: it is there at the first paint, and React takes it
	// over at the visitor's first use. Numbers of the post's own are drawn by the loader instead.
	$first_view = '';
	$given = array_filter(
		$values,
		function ( $value ) {
			return '' !== trim( (string) $value );
		}
	);
	if ( array() === array_diff( array_keys( $given ), CASHFLOW_ELEMENTS_URL_ATTRIBUTES ) ) {
		$first_view = (string) file_get_contents( __DIR__ . '/calculator-first-view.html' );
	}
	return $html . '>' . $first_view . '</cashflow-calculator>';
}

/**
 * [cashflow_calculator industry="Manufacturing" line_of_business="Electronics"]
 * Also: monthly_revenue, monthly_expenses, cash_reserves, revenue_growth, expense_growth, and for
 * authors with unfiltered_html: endpoint, site_url.
 *
 * @param array|string $atts Shortcode attributes.
 * @return string
 */
function cashflow_elements_shortcode( $atts ) {
	$names  = array( 'monthly-revenue', 'monthly-expenses', 'cash-reserves', 'revenue-growth', 'expense-growth', 'industry', 'line-of-business', 'endpoint', 'site-url' );
	$keys   = array_map(
		function ( $name ) {
			return str_replace( '-', '_', $name );
		},
		$names
	);
	$atts   = shortcode_atts( array_fill_keys( $keys, '' ), $atts, 'cashflow_calculator' );
	$values = array_combine( $names, array_values( $atts ) );
	return cashflow_elements_calculator_markup( $values );
}
add_shortcode( 'cashflow_calculator', 'cashflow_elements_shortcode' );

/**
 * The block "Cash Flow Calculator" (block.json), rendered on the server like the shortcode; its
 * editor script (block.js) needs no build step and shows the endpoint and site URL fields only to
 * users who may set them.
 */
function cashflow_elements_register_block() {
	wp_register_script(
		'cashflow-elements-block-editor',
		plugins_url( 'block.js', __FILE__ ),
		array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-i18n' ),
		CASHFLOW_ELEMENTS_VERSION,
		true
	);
	wp_add_inline_script(
		'cashflow-elements-block-editor',
		'window.cashflowElementsBlock = ' . wp_json_encode( array( 'maySetUrls' => current_user_can( 'unfiltered_html' ) ) ) . ';',
		'before'
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
	$calculator = cashflow_elements_calculator_markup(
		array(
			'industry'         => isset( $attributes['industry'] ) ? $attributes['industry'] : '',
			'line-of-business' => isset( $attributes['lineOfBusiness'] ) ? $attributes['lineOfBusiness'] : '',
			'endpoint'         => isset( $attributes['endpoint'] ) ? $attributes['endpoint'] : '',
			'site-url'         => isset( $attributes['siteUrl'] ) ? $attributes['siteUrl'] : '',
		)
	);
	return '<div ' . get_block_wrapper_attributes() . '>' . $calculator . '</div>';
}

/**
 * Keeps our tags and their attributes in post content saved by users without unfiltered_html
 * (kses would strip them), except endpoint and site-url, which stay theirs who may post any HTML.
 *
 * @param array  $allowed Allowed tags => attributes.
 * @param string $context The kses context.
 * @return array
 */
function cashflow_elements_allowed_html( $allowed, $context ) {
	if ( 'post' !== $context ) {
		return $allowed;
	}
	$url_attributes = current_user_can( 'unfiltered_html' ) ? CASHFLOW_ELEMENTS_URL_ATTRIBUTES : array();
	foreach ( cashflow_elements_tags() as $tag => $attributes ) {
		$allowed[ $tag ] = array_fill_keys( array_merge( $attributes, $url_attributes ), true );
	}
	return $allowed;
}
add_filter( 'wp_kses_allowed_html', 'cashflow_elements_allowed_html', 10, 2 );

/**
 * Where kses keeps endpoint and site-url, it keeps only URLs of the allowed protocols (never
 * javascript:).
 *
 * @param string[] $attributes Attributes that hold URLs.
 * @return string[]
 */
function cashflow_elements_uri_attributes( $attributes ) {
	return array_merge( $attributes, CASHFLOW_ELEMENTS_URL_ATTRIBUTES );
}
add_filter( 'wp_kses_uri_attributes', 'cashflow_elements_uri_attributes' );

require __DIR__ . '/settings.php';

/**
 * Deleting the plugin deletes its settings and its cached health check.
 */
function cashflow_elements_uninstall() {
	delete_option( CASHFLOW_ELEMENTS_OPTION );
	delete_transient( CASHFLOW_ELEMENTS_HEALTH );
}

function cashflow_elements_activate() {
	register_uninstall_hook( __FILE__, 'cashflow_elements_uninstall' );
}
register_activation_hook( __FILE__, 'cashflow_elements_activate' );
