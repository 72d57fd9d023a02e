/**
 * The site's statistics beacon, cookieless (docs/statistics.md): the one source of its code. It
 * is an expression, a function of one flag, `afterPaint`, run two ways:
 *
 * - inline in a page of islands' loader (`ISLANDS_LOADER`, islands-loader.ts) with `true`: its
 *   listeners are there from the page's first bytes (a click on Tickets, which leaves the page,
 *   is counted however early), and the page view is sent once the page has loaded and painted,
 *   or when the visitor leaves first (`pagehide`), so its request never competes with the page's
 *   largest image;
 * - as `/beacon.js` (`beaconFile`, written by the build: `statisticsBeacon` in
 *   site/vite.config.ts) for the React app's pages, with `false`: the page view at once.
 *
 * Plain ES5 (it runs before anything else, on any browser); it sends with `sendBeacon` (a
 * `fetch` with `keepalive` where that is missing), nothing on /admin-panel, nothing when the
 * browser sends DNT or GPC, and a prerendered page counts when it is shown, if ever.
 */
export const STATISTICS_BEACON = `(function (afterPaint) {
  var n = navigator;
  var l = location;
  var d = document;
  var off = n.doNotTrack === '1' || window.doNotTrack === '1' || n.globalPrivacyControl === true;
  var last = '';
  var played = new WeakSet();

  function send(type, target) {
    if (off || /^\\/admin-panel(\\/|$)/i.test(l.pathname)) return;
    var body = JSON.stringify({ type: type, path: l.pathname + l.search, referrer: d.referrer, target: target });
    if (!(n.sendBeacon && n.sendBeacon('/api/hits', body)))
      fetch('/api/hits', { method: 'POST', body: body, keepalive: true }).catch(function () {});
  }

  function view() {
    if (l.pathname === last) return;
    last = l.pathname;
    send('pageview');
  }
  var push = history.pushState;
  history.pushState = function () {
    push.apply(history, arguments);
    view();
  };
  addEventListener('popstate', view);
  addEventListener('jazz:hit', function (e) {
    send(e.detail.type, e.detail.target);
  });

  function click(e) {
    var el = e.target.closest && e.target.closest('.facade, a[href]');
    if (!el) return;
    if (el.classList.contains('facade')) {
      var title = el.querySelector('.facade-title');
      var name = title ? title.textContent.replace(/^Play /, '') : '';
      send(el.closest('.embed-video') ? 'video_play' : 'audio_play', name);
    } else if (el.classList.contains('tickets')) send('ticket_click', el.href);
    else if (/^https?:$/.test(el.protocol) && el.host !== l.host) send('outbound_click', el.href);
  }
  d.addEventListener('click', click, true);
  d.addEventListener('auxclick', click, true);

  d.addEventListener(
    'play',
    function (e) {
      var m = e.target;
      if (played.has(m)) return;
      played.add(m);
      var figure = m.closest('figure');
      var caption = figure && figure.querySelector('figcaption');
      send(
        m.tagName === 'VIDEO' ? 'video_play' : 'audio_play',
        m.title || (caption ? caption.textContent : m.currentSrc),
      );
    },
    true,
  );

  if (d.prerendering) d.addEventListener('prerenderingchange', view, { once: true });
  else if (!afterPaint || d.readyState === 'complete') view();
  else {
    addEventListener('pagehide', view);
    addEventListener('load', function () {
      requestAnimationFrame(function () { setTimeout(view); });
    });
  }
})`;

/** `/beacon.js`: the beacon for the React app's pages, counting the page view at once. */
export const beaconFile = `${STATISTICS_BEACON}(false);\n`;
