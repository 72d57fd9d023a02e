import { describe, expect, it } from 'vitest';
import { screenTitle } from './layout';

describe('screenTitle', () => {
  it('names each screen under any base path', () => {
    expect(screenTitle('/admin-panel', '/admin-panel')).toBe('Admin Panel');
    expect(screenTitle('/admin-panel/', '/admin-panel')).toBe('Admin Panel');
    expect(screenTitle('/admin-panel/view-events', '/admin-panel')).toBe('Events');
    expect(screenTitle('/admin-panel/edit-group', '/admin-panel/')).toBe('Edit Group');
    expect(screenTitle('/messages', '/')).toBe('Messages');
    expect(screenTitle('/add-user', '')).toBe('Add User');
    expect(screenTitle('/admin-panel/edit-pages', '/admin-panel')).toBe('Edit Pages');
    expect(screenTitle('/admin-panel/edit-page/about', '/admin-panel')).toBe('Edit Page');
    expect(screenTitle('/admin-panel/view-photos', '/admin-panel')).toBe('Photos');
  });

  it('falls back to the panel for an unknown screen', () => {
    expect(screenTitle('/admin-panel/nothing-here', '/admin-panel')).toBe('Admin Panel');
  });
});
