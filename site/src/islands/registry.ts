import type { ComponentType } from 'react';
import type { IslandName } from './names';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island checks its own props
type Loaded = ComponentType<any>;

/**
 * The React islands (island.tsx), each one's code a chunk of its own, loaded only when a page
 * has that island. The nav, the embed facades and the lightbox are plain DOM code instead
 * (nav-menus.ts, embeds.ts, lightbox.ts): no React on those pages at all.
 */
export const islandCode: Record<IslandName, () => Promise<Loaded>> = {
  booking: async () => (await import('../features/booking/booking-form')).BookingFormBody,
  dashboard: async () => (await import('../features/accounts/dashboard-forms')).DashboardForms,
  contact: async () => (await import('../pages/contact/contact-forms')).ContactForms,
  forgotPassword: async () => (await import('../features/accounts/forgot-password-form')).ForgotPasswordForm,
  login: async () => (await import('../features/accounts/login-form')).LoginForm,
  register: async () => (await import('../features/accounts/register-form')).RegisterForm,
  resetPassword: async () => (await import('../features/accounts/reset-password-form')).ResetPasswordForm,
  lessons: async () => (await import('../features/lessons/book-lesson')).BookLesson,
  follow: async () => (await import('../features/follow/follow-form-body')).FollowFormBody,
};
