import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Age } from './age';

describe('Age', () => {
  it('says how long ago, and gives the full local date as its title once a pointer rests on it', () => {
    const at = '2026-11-28T09:30:00.000Z';
    render(<Age at={at} now={Date.parse('2026-11-30T10:00:00.000Z')} data-testid="age" />);
    const age = screen.getByTestId('age');
    expect(age).toHaveTextContent('2d');
    expect(age).toHaveAttribute('datetime', at);
    expect(age).not.toHaveAttribute('title');
    fireEvent.pointerEnter(age);
    expect(age).toHaveAttribute('title', new Date(at).toLocaleString());
  });
});
