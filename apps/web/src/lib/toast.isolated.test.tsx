import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ToastExports from './toast';

// sonner's promise is module state: each test imports a fresh copy of the module.
type ToastModule = typeof ToastExports;
let toastModule: ToastModule;

beforeEach(async () => {
  vi.resetModules();
  toastModule = await import('./toast');
});

const toaster = () => document.querySelector('[data-sonner-toaster]');

describe('toasts', () => {
  it('renders nothing until a toast is asked for, then loads sonner and shows it', async () => {
    const { ToastHost, toast } = toastModule;
    const { container } = render(<ToastHost />);
    // Were the host loading sonner by itself, the import would settle here.
    await act(() => vi.dynamicImportSettled());
    expect(container).toBeEmptyDOMElement();
    expect(toaster()).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    act(() => toast.error('Something failed', { description: 'More detail' }));
    expect(await screen.findByText('Something failed')).toBeInTheDocument();
    expect(screen.getByText('More detail')).toBeInTheDocument();
    expect(toaster()).toBeInTheDocument();
    expect(screen.getByText('Something failed').closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');

    act(() => toast.success('Saved'));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Saved').closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'success');
  });

  it('shows a toast asked for before the host is there once it mounts', async () => {
    const { ToastHost, toast } = toastModule;
    act(() => toast.success('Welcome back'));
    render(<ToastHost />);
    expect(await screen.findByText('Welcome back')).toBeInTheDocument();
    expect(toaster()).toBeInTheDocument();
  });
});
