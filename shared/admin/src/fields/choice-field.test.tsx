import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChoiceField } from './choice-field';

afterEach(cleanup);

describe('ChoiceField', () => {
  it('hands back the chosen value as its own type, and shows each choice in words', () => {
    const chosen: number[] = [];
    render(
      <ChoiceField
        id="week"
        label="Which week of the month"
        value={1}
        choices={[
          [1, 'First'],
          [-1, 'Last'],
        ]}
        onChange={(value) => chosen.push(value)}
      />,
    );
    const select = screen.getByLabelText('Which week of the month');
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['First', 'Last']);
    fireEvent.change(select, { target: { value: '-1' } });
    expect(chosen).toEqual([-1]);
  });
});
