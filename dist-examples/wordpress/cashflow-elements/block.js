/**
 * Editor script of the "Cash Flow Calculator" block, without a build step: it uses the wp.*
 * globals that WordPress loads for the editor (see the dependencies in cashflow-elements.php).
 * The block is rendered on the server (save returns null); the editor shows a placeholder with the
 * chosen defaults, and the settings sidebar holds industry, line of business, and for users who may
 * post unfiltered HTML the endpoint and the site URL (the server drops them for anyone else).
 */
(function (blocks, element, blockEditor, components, i18n) {
  'use strict';

  var el = element.createElement;
  var __ = i18n.__;
  var maySetUrls = Boolean(window.cashflowElementsBlock && window.cashflowElementsBlock.maySetUrls);

  /** The calculator's industries and their lines of business (the first is the default). */
  var LINES = {
    Construction: ['General Contractor', 'Subcontractor', 'Heavy Civil', 'Residential Builder', 'Commercial Builder'],
    Manufacturing: ['Food Processing', 'Automotive Parts', 'Electronics', 'Textiles', 'Machinery'],
    Transportation: ['Freight Trucking', 'Logistics Provider', 'Passenger Transport', 'Warehousing'],
    Other: ['Generic Business'],
  };

  function options(values) {
    return values.map(function (value) {
      return { label: value, value: value };
    });
  }

  function Edit(props) {
    var attributes = props.attributes;
    var setAttributes = props.setAttributes;
    var industry = LINES[attributes.industry] ? attributes.industry : 'Construction';
    var lines = LINES[industry];
    var line = lines.indexOf(attributes.lineOfBusiness) === -1 ? '' : attributes.lineOfBusiness;

    var controls = el(
      blockEditor.InspectorControls,
      null,
      el(
        components.PanelBody,
        { title: __('Calculator defaults', 'cashflow-elements') },
        el(components.SelectControl, {
          label: __('Industry', 'cashflow-elements'),
          value: industry,
          options: options(Object.keys(LINES)),
          onChange: function (value) {
            // A line belongs to one industry: back to that industry's first line.
            setAttributes({ industry: value, lineOfBusiness: '' });
          },
          __nextHasNoMarginBottom: true,
        }),
        el(components.SelectControl, {
          label: __('Line of business', 'cashflow-elements'),
          value: line,
          options: [{ label: __('The industry’s first line', 'cashflow-elements'), value: '' }].concat(options(lines)),
          onChange: function (value) {
            setAttributes({ lineOfBusiness: value });
          },
          __nextHasNoMarginBottom: true,
        }),
        maySetUrls &&
          el(components.TextControl, {
            label: __('Endpoint', 'cashflow-elements'),
            type: 'url',
            value: attributes.endpoint,
            placeholder: 'https://',
            help: __(
              'URL the report request is POSTed to as JSON. Empty: the API URL of Settings → Cashflow Elements (the firm’s server).',
              'cashflow-elements',
            ),
            onChange: function (value) {
              setAttributes({ endpoint: value });
            },
            __nextHasNoMarginBottom: true,
          }),
        maySetUrls &&
          el(components.TextControl, {
            label: __('Site URL', 'cashflow-elements'),
            type: 'url',
            value: attributes.siteUrl,
            placeholder: 'https://',
            help: __(
              'Where the links inside the calculator lead. Empty: the Site URL of Settings → Cashflow Elements (the firm’s site).',
              'cashflow-elements',
            ),
            onChange: function (value) {
              setAttributes({ siteUrl: value });
            },
            __nextHasNoMarginBottom: true,
          }),
      ),
    );

    var preview = el(
      'div',
      blockEditor.useBlockProps(),
      el(components.Placeholder, {
        icon: 'chart-line',
        label: __('Cash Flow Calculator', 'cashflow-elements'),
        instructions: industry + ' · ' + (line || lines[0]) + (attributes.endpoint ? ' · ' + attributes.endpoint : ''),
      }),
    );

    return el(element.Fragment, null, controls, preview);
  }

  blocks.registerBlockType('cashflow-elements/calculator', {
    edit: Edit,
    save: function () {
      return null;
    },
  });
})(window.wp.blocks, window.wp.element, window.wp.blockEditor, window.wp.components, window.wp.i18n);
