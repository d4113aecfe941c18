<?php
/**
 * Settings → Cashflow Elements (bundle URL, API URL, site URL, "Test connection"), and the admin
 * notice when the bundle or the firm's API cannot be reached from here.
 *
 * @package CashflowElements
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** How long a health check is trusted; saving the settings checks again. */
define( 'CASHFLOW_ELEMENTS_HEALTH_TTL', HOUR_IN_SECONDS );

function cashflow_elements_register_settings() {
	register_setting(
		'cashflow_elements',
		CASHFLOW_ELEMENTS_OPTION,
		array(
			'type'              => 'array',
			'sanitize_callback' => 'cashflow_elements_sanitize_settings',
			'default'           => array(),
		)
	);
	add_settings_section( 'cashflow_elements_main', '', '__return_false', 'cashflow_elements' );
	$fields = array(
		'api_url'    => array(
			__( 'API URL', 'cashflow-elements' ),
			__( 'Leads are sent to this URL + /leads and newsletter sign-ups to + /newsletter, unless an element has its own endpoint. Empty: the firm’s server.', 'cashflow-elements' ),
		),
		'site_url'   => array(
			__( 'Site URL', 'cashflow-elements' ),
			__( 'Where the links inside the calculator lead (articles, “Talk to an Expert”). Empty: the firm’s site.', 'cashflow-elements' ),
		),
		'bundle_url' => array(
			__( 'Bundle URL', 'cashflow-elements' ),
			__( 'Where the elements’ scripts are hosted (the folder holding cashflow-elements.js and chunks/). Empty: inside this plugin.', 'cashflow-elements' ),
		),
	);
	foreach ( $fields as $key => list( $label, $help ) ) {
		add_settings_field(
			'cashflow_elements_' . $key,
			$label,
			'cashflow_elements_url_field',
			'cashflow_elements',
			'cashflow_elements_main',
			array(
				'label_for' => 'cashflow_elements_' . $key,
				'key'       => $key,
				'help'      => $help,
			)
		);
	}
}
add_action( 'admin_init', 'cashflow_elements_register_settings' );

/**
 * @param mixed $input The submitted settings.
 * @return array{bundle_url: string, api_url: string, site_url: string}
 */
function cashflow_elements_sanitize_settings( $input ) {
	$input = is_array( $input ) ? $input : array();
	$clean = array();
	foreach ( array( 'bundle_url', 'api_url', 'site_url' ) as $key ) {
		$value         = isset( $input[ $key ] ) ? trim( (string) $input[ $key ] ) : '';
		$clean[ $key ] = '' === $value ? '' : untrailingslashit( esc_url_raw( $value, array( 'http', 'https' ) ) );
	}
	// New settings, new verdict: the next admin page checks them.
	delete_transient( CASHFLOW_ELEMENTS_HEALTH );
	return $clean;
}

/**
 * @param array $args Field arguments: label_for, key, help.
 */
function cashflow_elements_url_field( $args ) {
	printf(
		'<input type="url" class="regular-text code" id="%1$s" name="%2$s[%3$s]" value="%4$s" placeholder="%5$s" /><p class="description">%6$s</p>',
		esc_attr( $args['label_for'] ),
		esc_attr( CASHFLOW_ELEMENTS_OPTION ),
		esc_attr( $args['key'] ),
		esc_attr( cashflow_elements_saved_settings()[ $args['key'] ] ),
		esc_attr( cashflow_elements_default_settings()[ $args['key'] ] ),
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
	echo '<p><button type="button" class="button" id="cashflow-elements-test">' . esc_html__( 'Test connection', 'cashflow-elements' ) . '</button></p>';
	echo '<div id="cashflow-elements-test-result" role="status" aria-live="polite"></div>';
	submit_button();
	echo '</form></div>';
}

function cashflow_elements_add_settings_page() {
	$page = add_options_page(
		__( 'Cashflow Elements', 'cashflow-elements' ),
		__( 'Cashflow Elements', 'cashflow-elements' ),
		'manage_options',
		'cashflow-elements',
		'cashflow_elements_settings_page'
	);
	add_action( 'admin_print_scripts-' . $page, 'cashflow_elements_settings_script' );
}
add_action( 'admin_menu', 'cashflow_elements_add_settings_page' );

/**
 * The "Test connection" button's script (settings.js), with what it needs from here.
 */
function cashflow_elements_settings_script() {
	wp_enqueue_script( 'cashflow-elements-settings', plugins_url( 'settings.js', __FILE__ ), array( 'wp-i18n' ), CASHFLOW_ELEMENTS_VERSION, true );
	wp_add_inline_script(
		'cashflow-elements-settings',
		'window.cashflowElementsSettings = ' . wp_json_encode(
			array(
				'defaultApi' => cashflow_elements_default_settings()['api_url'],
				'siteOrigin' => cashflow_elements_site_origin(),
				'probeUrl'   => add_query_arg(
					array(
						'action'   => 'cashflow_elements_probe',
						'_wpnonce' => wp_create_nonce( 'cashflow_elements_probe' ),
					),
					admin_url( 'admin-ajax.php' )
				),
			)
		) . ';',
		'before'
	);
}

/**
 * Asks the API, from this server, whether it takes leads from this site, as a visitor's browser would:
 * a POST of an empty lead with this site's Origin. The firm's server answers a site missing from its
 * EMBED_ORIGINS with 403 forbidden-origin before it reads the body, and an allowed site with 400 (the
 * empty lead is refused as invalid, so nothing is stored) and Access-Control-Allow-Origin. A preflight
 * would not tell them apart: the server lets every origin through it, so that a refused page can read
 * its 403.
 *
 * @param string $api The API URL.
 * @return array{ok: bool, message: string}
 */
function cashflow_elements_check_api( $api ) {
	$origin   = cashflow_elements_site_origin();
	$url      = untrailingslashit( $api ) . '/leads';
	$response = wp_remote_post(
		$url,
		array(
			'timeout' => 5,
			'headers' => array(
				'Origin'       => $origin,
				'Content-Type' => 'application/json',
			),
			'body'    => '{}',
		)
	);
	if ( is_wp_error( $response ) ) {
		/* translators: 1: the API URL, 2: the error */
		return array( 'ok' => false, 'message' => sprintf( __( 'This server could not reach the API at %1$s (%2$s): leads cannot be delivered. Check the API URL.', 'cashflow-elements' ), $url, $response->get_error_message() ) );
	}
	$status = (int) wp_remote_retrieve_response_code( $response );
	$body   = json_decode( wp_remote_retrieve_body( $response ), true );
	if ( 403 === $status && is_array( $body ) && isset( $body['error'] ) && 'forbidden-origin' === $body['error'] ) {
		/* translators: %s: this site's origin, e.g. https://example.com */
		return array( 'ok' => false, 'message' => sprintf( __( 'The firm’s server refuses leads from this site: add %s to EMBED_ORIGINS on the firm’s server.', 'cashflow-elements' ), $origin ) );
	}
	$allowed = wp_remote_retrieve_header( $response, 'access-control-allow-origin' );
	$refused_as_invalid = 400 === $status && is_array( $body ) && isset( $body['error'] ) && 'invalid' === $body['error'];
	if ( $refused_as_invalid && ( $allowed === $origin || '*' === $allowed ) ) {
		/* translators: 1: the API URL, 2: this site's origin */
		return array( 'ok' => true, 'message' => sprintf( __( 'The API at %1$s accepts leads from %2$s.', 'cashflow-elements' ), $url, $origin ) );
	}
	/* translators: 1: the API URL, 2: the HTTP status, 3: this site's origin */
	return array( 'ok' => false, 'message' => sprintf( __( '%1$s answered HTTP %2$d without allowing %3$s (no Access-Control-Allow-Origin): it is not the firm’s lead API, or something in between drops the header. Check the API URL.', 'cashflow-elements' ), $url, $status, $origin ) );
}

/**
 * Whether the autoloader can be fetched from here (it is what every page loads).
 *
 * @return array{ok: bool, message: string}
 */
function cashflow_elements_check_bundle() {
	$url      = cashflow_elements_autoloader_url();
	$response = wp_remote_get( $url, array( 'timeout' => 5 ) );
	$status   = is_wp_error( $response ) ? 0 : (int) wp_remote_retrieve_response_code( $response );
	if ( 200 === $status ) {
		return array( 'ok' => true, 'message' => '' );
	}
	$reason = is_wp_error( $response ) ? $response->get_error_message() : 'HTTP ' . $status;
	/* translators: 1: the script's URL, 2: the error or HTTP status */
	return array( 'ok' => false, 'message' => sprintf( __( 'The calculator’s script %1$s cannot be loaded (%2$s): pages show an empty space where the calculator should be. Install the plugin from cashflow-elements.zip, or correct the Bundle URL.', 'cashflow-elements' ), $url, $reason ) );
}

/**
 * The problems found by the last health check, checked again once an hour.
 *
 * @return string[] Messages; none when the bundle and the API are reachable.
 */
function cashflow_elements_health_problems() {
	$problems = get_transient( CASHFLOW_ELEMENTS_HEALTH );
	if ( ! is_array( $problems ) ) {
		$checks   = array( cashflow_elements_check_bundle(), cashflow_elements_check_api( cashflow_elements_settings()['api_url'] ) );
		$problems = array_values( wp_list_pluck( wp_list_filter( $checks, array( 'ok' => false ) ), 'message' ) );
		set_transient( CASHFLOW_ELEMENTS_HEALTH, $problems, CASHFLOW_ELEMENTS_HEALTH_TTL );
	}
	return $problems;
}

/**
 * Tells those who can fix it (manage_options) when the bundle or the API is unreachable.
 */
function cashflow_elements_admin_notice() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	foreach ( cashflow_elements_health_problems() as $problem ) {
		printf(
			'<div class="notice notice-error cashflow-elements-notice"><p><strong>%1$s</strong> %2$s <a href="%3$s">%4$s</a></p></div>',
			esc_html__( 'Cashflow Elements:', 'cashflow-elements' ),
			esc_html( $problem ),
			esc_url( admin_url( 'options-general.php?page=cashflow-elements' ) ),
			esc_html__( 'Settings', 'cashflow-elements' )
		);
	}
}
add_action( 'admin_notices', 'cashflow_elements_admin_notice' );

/**
 * "Test connection", when the browser could not read the API's answer: the server-side check says
 * why (a refused origin, an unreachable host, a URL that is not the API).
 */
function cashflow_elements_probe() {
	check_ajax_referer( 'cashflow_elements_probe' );
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_send_json_error( null, 403 );
	}
	$api = isset( $_GET['api'] ) ? esc_url_raw( wp_unslash( $_GET['api'] ), array( 'http', 'https' ) ) : '';
	wp_send_json( cashflow_elements_check_api( '' !== $api ? $api : cashflow_elements_settings()['api_url'] ) );
}
add_action( 'wp_ajax_cashflow_elements_probe', 'cashflow_elements_probe' );
