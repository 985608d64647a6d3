import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { displayName, useAuth } from './auth-context';

function Probe() {
  useAuth();
  return null;
}

describe('auth context', () => {
  it('throws when the auth hook is used outside its provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
    spy.mockRestore();
  });

  it('names the user by the part of the e-mail before the at-sign, or User', () => {
    expect(displayName('ada.lovelace@acme.io')).toBe('ada.lovelace');
    expect(displayName('')).toBe('User');
    expect(displayName(undefined)).toBe('User');
    render(<p>{displayName('x@y.z')}</p>);
    expect(screen.getByText('x')).toBeInTheDocument();
  });
});
