import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StagePlotField } from './stage-plot-field';

afterEach(cleanup);

function renderField(value: string, onChange = vi.fn()) {
  render(
    <StagePlotField
      value={value}
      onChange={onChange}
      byLinkOnly={false}
      onByLinkOnly={() => {}}
      error={undefined}
      link=""
      onRenew={async () => {}}
    />,
  );
  return onChange;
}

describe('the stage plot field', () => {
  it('takes a PDF as the stage plot, sent as uploaded', async () => {
    const onChange = renderField('');
    const pdf = new File(['%PDF-1.4\n%%EOF\n'], 'plot.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Choose a stage plot image or PDF'), { target: { files: [pdf] } });
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0]![0]).toMatch(/^data:application\/pdf;base64,/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a saved PDF as a link, not as a broken picture', () => {
    renderField('/groups/g1/press/stage-plot');
    expect(screen.getByRole('link', { name: 'Stage plot (PDF)' }).getAttribute('href')).toBe(
      '/groups/g1/press/stage-plot',
    );
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows an image plot as a picture', () => {
    renderField('/media/' + 'a'.repeat(64) + '-1600.webp');
    expect(screen.getByRole('img', { name: 'Stage plot' })).toBeTruthy();
  });
});
