import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { eventDataSchema, parsePageData } from '@jazz/contracts';
import { PageForm } from './screens/pages/page-form';
import { PAGES, pageValuesOf } from './screens/pages/page-definitions';
import { TextField } from '@jazz/client/forms/fields';
import { useForm } from '@jazz/client/forms/use-form';

// A limited text field shows a live count as its limit nears.
afterEach(cleanup);

function EventTitle() {
  const form = useForm(eventDataSchema, { title: '' });
  return <TextField form={form} name="title" label="Title" />;
}

function LessonsForm() {
  const form = useForm(
    (input: unknown) => parsePageData('lessons', input),
    pageValuesOf(PAGES.lessons, { testimonials: [{ quote: '', name: '' }] }),
  );
  return <PageForm definition={PAGES.lessons} form={form} onBack={() => {}} onSubmit={() => {}} />;
}

function AboutForm() {
  const form = useForm((input: unknown) => parsePageData('about', input), pageValuesOf(PAGES.about, { bio: '' }));
  return <PageForm definition={PAGES.about} form={form} onBack={() => {}} onSubmit={() => {}} />;
}

const type = (label: string, length: number) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: 'x'.repeat(length) } });

describe('the character count', () => {
  it("appears near the schema's limit, counts live and says how many are too many", () => {
    render(<EventTitle />);
    type('Title', 200);
    expect(screen.queryByText(/characters/)).toBeNull();
    type('Title', 250);
    const count = screen.getByText('250 of 300 characters');
    expect(count.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByLabelText('Title').getAttribute('aria-describedby')).toContain(count.id);
    type('Title', 305);
    expect(screen.getByText('305 of 300 characters (5 too many)')).toBeTruthy();
  });

  it("counts a cell of a list against its column's limit (a testimonial's quote)", () => {
    render(<LessonsForm />);
    fireEvent.change(screen.getByLabelText('Quote'), { target: { value: 'q'.repeat(4_200) } });
    expect(screen.getByText('4,200 of 5,000 characters')).toBeTruthy();
  });

  it("counts the biography against the About page's limit", () => {
    render(<AboutForm />);
    type('Biography', 19_000);
    expect(screen.getByText('19,000 of 20,000 characters')).toBeTruthy();
  });
});
