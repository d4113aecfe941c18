/**
 * Settings → Cashflow Elements → "Test connection": sends what a visitor's browser sends, from this
 * browser (so CORS is tested for real): an empty lead, which the API refuses as invalid (400) without
 * storing anything once it has accepted this site's origin. When the browser may not read the answer
 * (a refused origin, an unreachable host), it asks WordPress to check from the server, which can
 * read the firm's server's reason, and says what to fix.
 */
(function (i18n, config) {
  'use strict';

  var __ = i18n.__;
  var sprintf = i18n.sprintf;
  var button = document.getElementById('cashflow-elements-test');
  var result = document.getElementById('cashflow-elements-test-result');
  var apiField = document.getElementById('cashflow_elements_api_url');

  function show(ok, message) {
    result.className = 'notice inline ' + (ok ? 'notice-success' : 'notice-error');
    result.replaceChildren(document.createElement('p'));
    result.firstChild.textContent = message;
  }

  /** What the browser's own request showed, in words, or null when only the server can tell why. */
  function explain(response, body, url) {
    var error = body && body.error;
    if (response.status === 400 && error === 'invalid') {
      return {
        ok: true,
        message: sprintf(__('Connected: %1$s accepts leads from %2$s.', 'cashflow-elements'), url, config.siteOrigin),
      };
    }
    if (response.status === 429) {
      return {
        ok: true,
        message: sprintf(
          __(
            'Connected: %1$s accepts leads from %2$s (it asks to slow down: too many tests this minute).',
            'cashflow-elements',
          ),
          url,
          config.siteOrigin,
        ),
      };
    }
    if (error === 'forbidden-origin') {
      return {
        ok: false,
        message: sprintf(
          __(
            'The firm’s server refuses leads from this site: add %s to EMBED_ORIGINS on the firm’s server.',
            'cashflow-elements',
          ),
          config.siteOrigin,
        ),
      };
    }
    return {
      ok: false,
      message: sprintf(
        __('%1$s answered HTTP %2$d, not as the firm’s lead API does: check the API URL.', 'cashflow-elements'),
        url,
        response.status,
      ),
    };
  }

  function probeFromServer(api) {
    return fetch(config.probeUrl + '&api=' + encodeURIComponent(api), { credentials: 'same-origin' }).then(
      function (response) {
        return response.json();
      },
    );
  }

  button.addEventListener('click', function () {
    var api = (apiField.value.trim() || config.defaultApi).replace(/\/+$/, '');
    var url = api + '/leads';
    button.disabled = true;
    show(true, __('Testing…', 'cashflow-elements'));
    fetch(url, {
      method: 'POST',
      mode: 'cors',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
      .then(
        function (response) {
          return response
            .json()
            .catch(function () {
              return null;
            })
            .then(function (body) {
              return explain(response, body, url);
            });
        },
        function () {
          // The browser hides why (CORS refusal, unreachable host, mixed content): ask the server.
          return probeFromServer(api).then(function (server) {
            if (!server.ok) {
              return server;
            }
            return {
              ok: false,
              message: sprintf(
                __(
                  'WordPress reaches %1$s and it accepts %2$s, but this browser could not: an http API on an https site, a Content-Security-Policy without it in connect-src, or a browser extension blocks it.',
                  'cashflow-elements',
                ),
                url,
                config.siteOrigin,
              ),
            };
          });
        },
      )
      .then(function (verdict) {
        show(verdict.ok, verdict.message);
      })
      .catch(function (error) {
        show(false, sprintf(__('The test itself failed: %s', 'cashflow-elements'), String(error)));
      })
      .finally(function () {
        button.disabled = false;
      });
  });
})(window.wp.i18n, window.cashflowElementsSettings);
