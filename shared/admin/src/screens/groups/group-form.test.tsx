import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseGroupData, type GroupFields } from '@jazz/contracts';
import { createApiClient } from '@jazz/client/api-client';
import { useForm } from '@jazz/client/forms/use-form';
import { offlineHost } from '@jazz/testing/admin-host';
import { renderAdmin } from '@jazz/testing/render-admin';
import { GroupForm, type GroupValues } from './group-form';

afterEach(cleanup);

const band: GroupValues = {
  name: 'Cannonball Quintet',
  description: 'Hard bop.',
  images: {},
  playlistUrl: '',
  videos: [],
};

/** The group form as Add Group holds it: validated with the group contract on submit. */
function Harness({ onSaved }: { onSaved: (data: GroupFields) => void }) {
  const form = useForm(parseGroupData, band);
  return (
    <GroupForm
      form={form}
      submitLabel="Save"
      progress={null}
      onBack={() => {}}
      onSubmit={() => {
        const data = form.validate();
        if (data) onSaved(data);
      }}
    />
  );
}

describe('GroupForm band extras', () => {
  it('takes a playlist and video rows, with each error beside its field', () => {
    const saved: GroupFields[] = [];
    render(<Harness onSaved={(data) => saved.push(data)} />);
    fireEvent.change(screen.getByLabelText('Playlist URL'), { target: { value: 'https://example.com/list' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add video' }));
    const video = screen.getByRole('group', { name: 'Video 1' });
    fireEvent.change(within(video).getByLabelText('Title'), { target: { value: 'Live at the Flynn' } });
    fireEvent.change(within(video).getByLabelText('Video link'), { target: { value: 'https://example.com/v' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual([]);
    expect(screen.getByLabelText('Playlist URL').getAttribute('aria-invalid')).toBe('true');
    const link = within(video).getByLabelText('Video link');
    expect(link.getAttribute('aria-invalid')).toBe('true');
    expect(within(video).getByText(/^Video must be a .*YouTube/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Playlist URL'), { target: { value: '' } });
    fireEvent.change(link, { target: { value: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toHaveLength(1);
    expect(saved[0]!.videos).toEqual([
      { title: 'Live at the Flynn', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', caption: '' },
    ]);
  });
});

describe('Edit Group: where the band’s other text lives (issue 46)', () => {
  it('says under Description that bookers read the press kit’s bios, and links to that kit', async () => {
    const api = createApiClient({ baseURL: 'http://127.0.0.1:9' });
    const group = { ...band, _id: 'g7', id: 'g7', updatedAt: '2027-01-01T00:00:00.000Z' };
    const host = offlineHost({ api: { ...api, groups: { ...api.groups, get: async () => group } } });
    renderAdmin('/admin-panel/edit-group?id=g7', host, { address: true });
    const link = await screen.findByRole('link', { name: 'Cannonball Quintet’s press kit' });
    expect(link.closest('p')?.textContent).toBe(
      'Bookers read the press kit’s bios instead, written apart: Cannonball Quintet’s press kit.',
    );
    fireEvent.click(link);
    expect(screen.getByTestId('address').textContent).toBe('/admin-panel/press-kit/g7');
  });
});
