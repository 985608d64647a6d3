import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PromptsField } from './prompts-field';

function Field() {
  const [value, setValue] = useState('');
  return <PromptsField id="prompts" value={value} onChange={setValue} />;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the prompts field', () => {
  it('keeps what is typed after an inserted command in order, however late the next frame comes', async () => {
    // A busy page: no frame is drawn until the test says so.
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const user = userEvent.setup();
    render(<Field />);
    await user.click(screen.getByRole('button', { name: '/explain code' }));
    const prompts = screen.getByLabelText(/prompts did you use\?/);
    expect(prompts).toHaveFocus();
    await user.keyboard('{End}this sta');
    for (const frame of frames.splice(0)) frame(performance.now());
    await user.keyboard('ck trace');
    expect(prompts).toHaveValue('/explain code this stack trace');
  });
});
