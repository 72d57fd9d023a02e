// every public page's CSS, in one stylesheet that the build inlines in the page (styles.css lists it)
import './app/styles.css';

// docs/product.md: the site registers no service worker and removes any existing one.
void navigator.serviceWorker?.getRegistrations().then((registrations) => {
  for (const registration of registrations) void registration.unregister();
});

// The admin's page (/admin-panel/*) runs the admin's own entry: its router data says so, or, in an
// empty shell (a page the server could not render), its address (ADMIN_BASE_PATH of
// @jazz/contracts/names, spelled out: every page's entry imports nothing more). A public page
// only brings its islands to life (docs/islands.md); the server preloads the one the page needs.
// An empty shell of a public page says the page failed, as the server's error page does.
const root = document.getElementById('root');
const empty = !root?.hasChildNodes();
if (
  document.getElementById('router-data')?.dataset.entry === 'admin' ||
  (empty && /^\/admin-panel(\/|$)/i.test(window.location.pathname))
)
  void import('./admin-client');
else if (root && empty)
  root.innerHTML =
    '<main id="main" class="page"><h1>Something went wrong</h1><p>Please try again in a moment.</p>' +
    '<p><a href="/">Back to the home page</a></p></main>';
else void import('./islands/page');
