import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { RootData } from '../lib/root-data';

// The parts around every page that both React hosts render: the site's layout (the data router's
// app, app/layout.tsx) and the admin's own shell (app/admin-shell.tsx, a plain router). Nothing
// here reads the data router (loaders, matches, navigation state): the shell has none.

/** Every page starts at the top (docs/product.md); focus moves to the page for screen readers. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}

export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Skip to content
    </a>
  );
}

/**
 * The copyright line (docs/product.md: year 2020) and the owner's social links, from the `site`
 * page. The press kit is a public page: a page load (docs/islands.md).
 */
export function Footer({ site }: { site: RootData['site'] | undefined }) {
  return (
    <footer className="site-footer">
      {site && site.social.length > 0 && (
        <ul className="social" aria-label="Elsewhere">
          {site.social.map((link, i) => (
            <li key={i}>
              <a href={link.url} rel="noopener me">
                {link.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="press-kit-link">
        <a href="/press">Press kit</a>
      </p>
      <p>{`© 2020${site?.name ? ` ${site.name}` : ''}. All rights reserved.`}</p>
    </footer>
  );
}
