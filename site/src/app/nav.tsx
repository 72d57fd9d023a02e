import { FIXED_BANDS, fixedBandOf } from '@jazz/contracts/bands';
import { ADMIN_BASE_PATH } from '@jazz/contracts/names';
import { ADDRESSES, MAIN_MENU } from '@jazz/contracts/paths';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import type { GroupLink, RootData } from '../lib/root-data';
import { startSession, useSession } from '../lib/session';

/** What the navigation shows: all it needs of the page's data (an island's props). */
export interface NavProps {
  siteName: string;
  bands: RootData['bands'];
  groups: GroupLink[];
}

/**
 * A disclosure menu: a button that shows a list of links. Escape closes it and returns focus
 * to the button; so does a click outside or a route change.
 */
function Dropdown({ label, className, children }: { label: ReactNode; className?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  return (
    <div
      className={`dropdown ${className ?? ''}`}
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node) || !root.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button type="button" ref={button} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {label} <span aria-hidden="true">▾</span>
      </button>
      <ul id={id} className="dropdown-list" hidden={!open}>
        {children}
      </ul>
    </div>
  );
}

/**
 * Each band once: the two fixed bands at their own routes (the server groups of those names
 * fill those pages), the owner's external bands, then the other server groups.
 */
function BandsItems({ bands, groups }: Pick<NavProps, 'bands' | 'groups'>) {
  return (
    <>
      {FIXED_BANDS.map((band) => (
        <li key={band.path}>
          <Link to={band.path} reloadDocument>
            {band.name}
          </Link>
        </li>
      ))}
      {bands.map((band, i) => (
        <li key={i}>
          <a href={band.url} rel="noopener" target="_blank">
            {band.name}
            <span aria-hidden="true" className="external-mark">
              {' '}
              ↗
            </span>
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
      {groups
        .filter((group) => !fixedBandOf(group.name))
        .map((group) => (
          <li key={group._id}>
            <Link to={`/groups/${encodeURIComponent(group._id)}`} reloadDocument>
              {group.name}
            </Link>
          </li>
        ))}
    </>
  );
}

function BandsMenu(props: Pick<NavProps, 'bands' | 'groups'>) {
  return (
    <Dropdown label="BANDS">
      <BandsItems {...props} />
    </Dropdown>
  );
}

function UserMenu() {
  const user = useSession((state) => state.user);
  const logout = useSession((state) => state.logout);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!user) return null;
  // the account's own page is nobody's once logged out: leave it for the home page
  const logOut = () => {
    logout();
    if (pathname === ADDRESSES.dashboard) navigate('/');
  };
  return (
    <Dropdown label={`Hi, ${user.firstName}`} className="user-menu">
      <li>
        <Link to="/dashboard" reloadDocument>
          My Account
        </Link>
      </li>
      {user.roles.includes('admin') && (
        <li>
          <Link to={ADMIN_BASE_PATH}>Admin Panel</Link>
        </li>
      )}
      <li>
        <button type="button" onClick={logOut}>
          Log Out
        </button>
      </li>
    </Dropdown>
  );
}

/**
 * The navigation without JavaScript (the server's markup of a public page): the phone's
 * "Menu" is a link to the menu, which CSS opens as its target; BANDS is a <details>. With
 * JavaScript, site/src/islands/nav-menus.ts turns them into the buttons `Nav` has and adds the
 * signed-in greeting (plain DOM code: no React on a public page's first load).
 */
export function StaticNav({ siteName, bands, groups }: NavProps) {
  const { pathname } = useLocation();
  return (
    <header className="site-header" data-static="">
      <div className="bar">
        <Link to="/" className="brand">
          {siteName || 'Home'}
        </Link>
        <a className="menu-toggle" href="#site-nav">
          <span aria-hidden="true">☰</span> Menu
        </a>
        <nav id="site-nav" aria-label="Main">
          <ul className="nav-list">
            {MAIN_MENU.map((item) =>
              item === 'BANDS' ? (
                <li key={item}>
                  <details className="dropdown">
                    <summary>
                      BANDS <span aria-hidden="true">▾</span>
                    </summary>
                    <ul className="dropdown-list">
                      <BandsItems bands={bands} groups={groups} />
                    </ul>
                  </details>
                </li>
              ) : (
                <li key={item}>
                  <a href={ADDRESSES[item]} aria-current={pathname === ADDRESSES[item] ? 'page' : undefined}>
                    {item.toUpperCase()}
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}

/**
 * The navigation of the React hosts: the site's app and the admin's shell. Every public page is
 * the server's (a page of islands), so its links load the page (`reloadDocument`); the admin's
 * router knows only the admin's screens. Admin Panel stays a router link: within the admin it
 * is a screen, and from the site's app its route loads the admin's page (app/admin-routes.tsx).
 */
export function Nav({ siteName, bands, groups }: NavProps) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  // the signed-in greeting: a stored session is restored in the browser (an expired one leads to /login)
  useEffect(() => {
    startSession(
      () => window.location.assign('/login'),
      () => import('../lib/auth-store'),
    );
  }, []);
  return (
    <header
      className="site-header"
      onKeyDown={(event) => {
        // an open BANDS list takes the first Escape (it stops there); the next closes the menu
        if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      <div className="bar">
        <Link to="/" className="brand" reloadDocument>
          {siteName || 'Home'}
        </Link>
        <button
          ref={toggle}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true">☰</span> Menu
        </button>
        <nav id="site-nav" aria-label="Main" data-open={open}>
          <ul className="nav-list">
            {MAIN_MENU.map((item) =>
              item === 'BANDS' ? (
                <li key={item}>
                  <BandsMenu bands={bands} groups={groups} />
                </li>
              ) : (
                <li key={item}>
                  <NavLink to={ADDRESSES[item]} end reloadDocument>
                    {item.toUpperCase()}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
          <UserMenu />
        </nav>
      </div>
    </header>
  );
}
