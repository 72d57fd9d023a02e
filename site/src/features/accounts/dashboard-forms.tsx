import { useEffect, useState } from 'react';
import type { FollowGroups, Lesson, MyAccount } from '@jazz/contracts';
import { ACCOUNT_EVENT, type AccountChange } from '../../islands/account-event';
import { api } from '../../lib/api';
import { useAuth } from '../../lib/auth-store';
import { AccountSettings, AccountSettingsShell } from './account-settings';
import { MyLessons, MyLessonsShell } from './my-lessons';
import { ShowAnnouncements, ShowAnnouncementsShell } from './show-announcements';

/**
 * The dashboard's forms: "Show announcements", "My lessons", "Account settings". `timeZone`
 * and `bands` come from the server; `account`, `groups` and `lessons`, when given, are what the
 * page's script has read at load (islands/dashboard.ts): the island starts from them instead of
 * asking again.
 */
export interface DashboardFormsProps {
  timeZone: string;
  bands: string[];
  account?: MyAccount;
  groups?: FollowGroups;
  lessons?: Lesson[];
}

/** The forms, the dashboard's island (docs/islands.md), and the React app's dashboard's too. */
export function DashboardForms({ timeZone, bands, account: first, groups, lessons }: DashboardFormsProps) {
  const [account, setAccount] = useState<MyAccount | null>(first ?? null);
  const known = first !== undefined;
  useEffect(() => {
    // an island reads the stored session itself (the React app's layout has read it already)
    if (useAuth.getState().loading) useAuth.getState().restore();
    if (known) return;
    let live = true;
    api.users
      .me()
      .then((me) => live && setAccount(me))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [known]);
  const onAccount = (next: MyAccount) => {
    setAccount(next);
    const { firstName, lastName, email, roles } = next;
    useAuth.getState().updateUser({ firstName, lastName, email, roles });
    const change: AccountChange = { firstName, lastName, email, roles };
    // the details and the nav's greeting on a page of islands are plain DOM, which follows this
    window.dispatchEvent(new CustomEvent(ACCOUNT_EVENT, { detail: change }));
  };
  const signIn = (token: string) => useAuth.getState().signIn(token);
  return (
    <>
      {account && <ShowAnnouncements account={account} bands={bands} groups={groups} />}
      <MyLessons timeZone={timeZone} mine={lessons} />
      {account && <AccountSettings account={account} onAccount={onAccount} signIn={signIn} />}
    </>
  );
}

/**
 * The forms as the server writes them, before anyone is known (the token is in the browser):
 * every state with its slots, which the page's script fills at load. The island renders
 * DashboardForms anew in its place on the first touch (what was typed or ticked is kept).
 */
export function DashboardShell({ bands }: DashboardFormsProps) {
  return (
    <>
      <ShowAnnouncementsShell bands={bands} />
      <MyLessonsShell />
      <AccountSettingsShell />
    </>
  );
}
