import { cleanup, createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELETE_PHOTO_QUESTION, deletePhotosQuestion, PhotoGrid, type GridPhoto } from './photo-grid';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const photo = (n: number): GridPhoto => ({ _id: `p${n}`, title: `Gig ${n}`, image: `/media/p${n}.webp` });

/** The grid as a screen holds it: the order in state, moved and deleted through the grid's callbacks. */
function Harness({ initial }: { initial: GridPhoto[] }) {
  const [photos, setPhotos] = useState(initial);
  return (
    <PhotoGrid
      photos={photos}
      onMove={(from, to) =>
        setPhotos((list) => {
          const next = [...list];
          const [moved] = next.splice(from, 1);
          next.splice(to, 0, moved!);
          return next;
        })
      }
      onDelete={(gone) => setPhotos((list) => list.filter((p) => p._id !== gone._id))}
    />
  );
}

const order = () => screen.getAllByRole('img').map((img) => img.getAttribute('alt'));

describe('PhotoGrid', () => {
  it('moves a photo with its buttons and keeps the focus on the moved photo', () => {
    render(<Harness initial={[photo(1), photo(2), photo(3)]} />);
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    expect(order()).toEqual(['Gig 2', 'Gig 1', 'Gig 3']);
    // at the top the Earlier button is disabled: the focus stays on the same photo's Later button
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move photo 1 later' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 later' }));
    expect(order()).toEqual(['Gig 2', 'Gig 3', 'Gig 1']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    expect(screen.getByText('Photo 2 moved to position 3.')).toBeTruthy();
  });

  it('moves a photo dragged onto another one to that place', () => {
    render(<Harness initial={[photo(1), photo(2), photo(3)]} />);
    const dataTransfer = { setData: () => {}, effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(screen.getByAltText('Gig 3'), { dataTransfer });
    const target = screen.getByAltText('Gig 1').closest('li')!;
    const over = createEvent.dragOver(target, { dataTransfer });
    fireEvent(target, over);
    expect(over.defaultPrevented).toBe(true);
    fireEvent.drop(target, { dataTransfer });
    expect(order()).toEqual(['Gig 3', 'Gig 1', 'Gig 2']);
  });

  it('deletes only after the admin confirms', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    render(<Harness initial={[photo(1), photo(2)]} />);
    const second = screen.getByAltText('Gig 2').closest('li')!;
    fireEvent.click(within(second).getByRole('button', { name: 'Delete photo 2' }));
    expect(confirm).toHaveBeenCalledWith(DELETE_PHOTO_QUESTION);
    expect(order()).toEqual(['Gig 1', 'Gig 2']);
    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete photo 2' }));
    expect(order()).toEqual(['Gig 1']);
  });

  it('moves a photo to the top in one step', () => {
    render(<Harness initial={[photo(1), photo(2), photo(3)]} />);
    expect(screen.getByRole('button', { name: 'Move photo 1 to top' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 3 to top' }));
    expect(order()).toEqual(['Gig 3', 'Gig 1', 'Gig 2']);
    expect(screen.getByText('Photo 3 moved to position 1.')).toBeTruthy();
  });

  it('deletes several selected photos after one question naming how many', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    render(<Harness initial={[photo(1), photo(2), photo(3), photo(4)]} />);
    expect(screen.queryByRole('button', { name: /Delete selected/ })).toBeNull();
    for (const n of [1, 3, 4]) fireEvent.click(screen.getByRole('checkbox', { name: `Select photo ${n}` }));
    expect(screen.getByText('3 photos selected.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected (3)' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete these 3 photos?');
    expect(order()).toEqual(['Gig 1', 'Gig 2', 'Gig 3', 'Gig 4']);
    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected (3)' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(order()).toEqual(['Gig 2']);
    expect(screen.queryByRole('button', { name: /Delete selected/ })).toBeNull();
    expect(deletePhotosQuestion(1)).toBe(DELETE_PHOTO_QUESTION);
  });

  it('says so when there are no photos', () => {
    render(<Harness initial={[]} />);
    expect(screen.getByText('No photos yet.')).toBeTruthy();
  });
});
