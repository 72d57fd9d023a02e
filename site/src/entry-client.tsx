// every public page's CSS, in one stylesheet that the build inlines in the page (styles.css lists it)
import './app/styles.css';

// docs/product.md: the site registers no service worker and removes any existing one.
void navigator.serviceWorker?.getRegistrations().then((registrations) => {
  for (const registration of registrations) void registration.unregister();
});

// A page of the React app (/admin-panel) carries the router's data and is hydrated
// whole; a public page carries none and only its islands come to life (docs/islands.md). An empty
// shell (a page the server could not render) is the app's to render. The server preloads
// the one of the two that the page needs.
if (document.getElementById('router-data') || !document.getElementById('root')?.hasChildNodes())
  void import('./app-client');
else void import('./islands/page');
