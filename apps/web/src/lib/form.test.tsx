import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '@/test/fake-server';
import { useForm, validation, type FieldErrors, type Validate, type Validation } from './form';

interface Values {
  name: string;
  age: string;
  terms: boolean;
}

/** What the form submits: a trimmed name and the age as a number (not the input's shape). */
interface Out {
  name: string;
  age: number;
}

const DEFAULTS: Values = { name: '', age: '', terms: false };

function checkValues(values: Values): Validation<Values, Out> {
  const name = values.name.trim();
  return validation<Values, Out>(
    { name, age: Number(values.age) },
    {
      name: !name ? 'Enter a name' : name.length < 2 ? 'Name too short' : undefined,
      age: /^\d+$/.test(values.age) ? undefined : 'Enter an age',
      terms: values.terms ? undefined : 'Accept the terms',
    },
  );
}

interface TestFormProps {
  validate?: Validate<Values, Out>;
  defaultValues?: Values;
  /** Whether the name field is there from the start (else it mounts after the age field). */
  showName?: boolean;
  onValid?: (values: Out) => unknown;
  onInvalid?: (errors: FieldErrors<Values>) => void;
  onChecked?: (ok: boolean) => void;
}

function Message({ id, children }: { id: string; children: string | undefined }) {
  return children ? (
    <p id={id} role="alert">
      {children}
    </p>
  ) : null;
}

function TestForm({
  validate = checkValues,
  defaultValues = DEFAULTS,
  showName: initiallyShown = true,
  onValid = () => {},
  onInvalid,
  onChecked = () => {},
}: TestFormProps) {
  const form = useForm<Values, Out>({ defaultValues, validate });
  const [showName, setShowName] = useState(initiallyShown);
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}>
      {showName ? (
        <>
          <label htmlFor="name">Name</label>
          <input id="name" {...form.field('name')} />
          <Message id="name-error">{form.errors.name}</Message>
        </>
      ) : null}
      <label htmlFor="age">Age</label>
      <input id="age" {...form.field('age')} />
      <Message id="age-error">{form.errors.age}</Message>
      <input
        id="terms"
        type="checkbox"
        ref={form.controlRef('terms')}
        checked={form.values.terms}
        onChange={(event) => form.setValue('terms', event.target.checked)}
      />
      <label htmlFor="terms">I accept the terms</label>
      <Message id="terms-error">{form.errors.terms}</Message>
      <button type="submit" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Submitting…' : 'Submit'}
      </button>
      <button type="button" onClick={() => setShowName(true)}>
        Show name
      </button>
      <button type="button" onClick={() => form.setError('name', 'Name taken', { focus: true })}>
        Mark name taken
      </button>
      <button type="button" onClick={() => form.setError('age', 'Age is flagged')}>
        Flag age
      </button>
      <button type="button" onClick={() => void form.checkFields(['name']).then(onChecked)}>
        Check name
      </button>
      <button type="button" onClick={() => form.reset()}>
        Reset
      </button>
    </form>
  );
}

const submitButton = () => screen.getByRole('button', { name: /^submit/i });
/** Runs `release` (an answer arriving) and lets React take in what follows from it. */
const settle = (release?: () => void) =>
  act(async () => {
    release?.();
    await Promise.resolve();
  });
/** A validator whose answers wait until the test releases them, one by one, in any order. */
function heldChecks() {
  const pending: { values: Values; release: () => void }[] = [];
  const validate: Validate<Values, Out> = (values) =>
    new Promise((resolve) => pending.push({ values, release: () => resolve(checkValues(values)) }));
  return { pending, validate };
}
const messages = () => screen.queryAllByRole('alert').map((element) => element.textContent);

describe('validation()', () => {
  it('is ok with the values when no field has a message', () => {
    expect(validation<Values, Out>({ name: 'Ada', age: 36 }, {})).toEqual({ ok: true, values: { name: 'Ada', age: 36 } });
    expect(validation<Values, Out>({ name: 'Ada', age: 36 }, { name: undefined, age: '' })).toEqual({
      ok: true,
      values: { name: 'Ada', age: 36 },
    });
  });

  it('keeps only the non-empty messages as errors', () => {
    expect(validation<Values, Out>({ name: '', age: 0 }, { name: 'Enter a name', age: undefined, terms: '' })).toEqual({
      ok: false,
      errors: { name: 'Enter a name' },
    });
  });
});

describe('useForm', () => {
  it('shows no message before the first submit, even while the values are invalid', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.type(screen.getByLabelText('Age'), 'abc');
    await user.type(screen.getByLabelText('Name'), 'A');
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByLabelText('I accept the terms'));
    await user.click(screen.getByLabelText('I accept the terms'));
    // Any validation would have landed by now (it is synchronous here).
    await settle();
    expect(messages()).toEqual([]);
    expect(screen.getByLabelText('Age')).toHaveValue('abc');
  });

  it('shows one message per wrong field on an invalid submit and focuses the first one on the page', async () => {
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    const user = userEvent.setup();
    // The name field mounts after the age field but comes before it on the page.
    render(<TestForm showName={false} onValid={onValid} onInvalid={onInvalid} />);
    await user.click(screen.getByRole('button', { name: 'Show name' }));
    await user.type(screen.getByLabelText('Age'), 'x');
    await user.click(submitButton());

    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(messages()).toEqual(['Enter a name', 'Enter an age', 'Accept the terms']);
    expect(onValid).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onInvalid).toHaveBeenCalledWith({ name: 'Enter a name', age: 'Enter an age', terms: 'Accept the terms' });
    expect(screen.getByLabelText('Name')).toHaveFocus();

    // With the name right, the next invalid submit focuses the age field.
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(submitButton());
    await waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(2));
    expect(onInvalid).toHaveBeenLastCalledWith({ age: 'Enter an age', terms: 'Accept the terms' });
    expect(messages()).toEqual(['Enter an age', 'Accept the terms']);
    expect(screen.getByLabelText('Age')).toHaveFocus();

    // Only the checkbox is wrong: it gets the focus through its control ref.
    await user.clear(screen.getByLabelText('Age'));
    await user.type(screen.getByLabelText('Age'), '36');
    await user.click(submitButton());
    await waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(3));
    expect(screen.getByLabelText('I accept the terms')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it("after a submit, removes a field's message as soon as it is fixed and keeps the others", async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.click(submitButton());
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(messages()).toEqual(['Enter a name', 'Enter an age', 'Accept the terms']);

    await user.type(screen.getByLabelText('Name'), 'A');
    expect(await screen.findByText('Name too short')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'da');
    await waitFor(() => expect(screen.queryByText('Name too short')).not.toBeInTheDocument());
    expect(messages()).toEqual(['Enter an age', 'Accept the terms']);

    await user.click(screen.getByLabelText('I accept the terms'));
    await waitFor(() => expect(screen.queryByText('Accept the terms')).not.toBeInTheDocument());
    expect(messages()).toEqual(['Enter an age']);
  });

  it('only changes the messages of the field that changed', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Age'), '36');
    await user.click(screen.getByLabelText('I accept the terms'));
    await user.click(submitButton());
    // A message from elsewhere (the server) on a field the validator finds right.
    await user.click(screen.getByRole('button', { name: 'Mark name taken' }));
    expect(screen.getByText('Name taken')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Age'));
    expect(await screen.findByText('Enter an age')).toBeInTheDocument();
    expect(messages()).toEqual(['Name taken', 'Enter an age']);
  });

  it('does not let an older, slower validation overwrite a newer one', async () => {
    const { pending, validate } = heldChecks();
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<TestForm validate={validate} onValid={onValid} />);

    await user.click(submitButton());
    expect(pending).toHaveLength(1);
    await settle(() => pending[0]?.release());
    expect(screen.getByText('Enter a name')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'A');
    await user.type(screen.getByLabelText('Name'), 'd');
    expect(pending.map((check) => check.values.name)).toEqual(['', 'A', 'Ad']);

    // The newer check ('Ad', right) answers first, the older one ('A', too short) last.
    await settle(() => pending[2]?.release());
    expect(screen.queryByText('Enter a name')).not.toBeInTheDocument();
    await settle(() => pending[1]?.release());
    expect(screen.queryByText('Name too short')).not.toBeInTheDocument();
    expect(messages()).toEqual(['Enter an age', 'Accept the terms']);
    expect(onValid).not.toHaveBeenCalled();
  });

  it("keeps the submit's messages for the fields a check started meanwhile does not cover", async () => {
    const { pending, validate } = heldChecks();
    const onInvalid = vi.fn();
    const user = userEvent.setup();
    render(<TestForm validate={validate} onInvalid={onInvalid} />);

    await user.click(submitButton());
    // The user types while the submit's check is still running.
    await user.type(screen.getByLabelText('Name'), 'Ada');
    for (const check of [...pending].reverse()) await settle(() => check.release());
    await waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(1));
    // Name is right (the newer checks saw 'Ada'); the submit's other messages are there.
    expect(messages()).toEqual(['Enter an age', 'Accept the terms']);
    expect(screen.getByLabelText('Age')).toHaveFocus();
  });

  it('after a submit, re-checks a message that depends on the field that changed', async () => {
    interface Passwords {
      password: string;
      confirm: string;
    }
    const validate: Validate<Passwords, Passwords> = (values) =>
      validation<Passwords>(values, { confirm: values.password === values.confirm ? undefined : 'Passwords do not match' });
    function PasswordForm() {
      const form = useForm<Passwords>({ defaultValues: { password: 'secret1', confirm: 'secret' }, validate });
      return (
        <form noValidate onSubmit={(event) => void form.handleSubmit(() => {})(event)}>
          <label htmlFor="password">Password</label>
          <input id="password" {...form.field('password')} />
          <label htmlFor="confirm">Confirm</label>
          <input id="confirm" {...form.field('confirm')} />
          <Message id="confirm-error">{form.errors.confirm}</Message>
          <button type="submit">Submit</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<PasswordForm />);
    await user.click(submitButton());
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    // Fixing the other field clears the message.
    await user.type(screen.getByLabelText('Password'), '{Backspace}');
    await waitFor(() => expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument());
  });

  it("submits the validator's values and is submitting until onValid has finished", async () => {
    const done = deferred<void>();
    const onValid = vi.fn((_values: Out) => done.promise);
    const onInvalid = vi.fn();
    const user = userEvent.setup();
    render(<TestForm onValid={onValid} onInvalid={onInvalid} />);
    expect(submitButton()).toHaveTextContent('Submit');
    expect(submitButton()).toBeEnabled();

    await user.type(screen.getByLabelText('Name'), '  Ada ');
    await user.type(screen.getByLabelText('Age'), '36');
    await user.click(screen.getByLabelText('I accept the terms'));
    await user.click(submitButton());

    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid).toHaveBeenCalledWith({ name: 'Ada', age: 36 });
    expect(onInvalid).not.toHaveBeenCalled();
    expect(submitButton()).toHaveTextContent('Submitting…');
    expect(submitButton()).toBeDisabled();
    expect(messages()).toEqual([]);

    await settle(() => done.resolve());
    expect(submitButton()).toHaveTextContent('Submit');
    expect(submitButton()).not.toHaveTextContent('Submitting');
    expect(submitButton()).toBeEnabled();
  });

  it('shows a message set by setError and focuses its control when asked', async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.click(screen.getByRole('button', { name: 'Flag age' }));
    expect(screen.getByText('Age is flagged')).toBeInTheDocument();
    expect(screen.getByLabelText('Age')).not.toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Mark name taken' }));
    expect(screen.getByText('Name taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(messages()).toEqual(['Name taken', 'Age is flagged']);
  });

  it("checkFields shows only the checked fields' messages and says whether they are right", async () => {
    const onChecked = vi.fn();
    const user = userEvent.setup();
    render(<TestForm onChecked={onChecked} />);
    await user.click(screen.getByRole('button', { name: 'Flag age' }));

    await user.click(screen.getByRole('button', { name: 'Check name' }));
    await waitFor(() => expect(onChecked).toHaveBeenCalledTimes(1));
    expect(onChecked).toHaveBeenLastCalledWith(false);
    // The age and the terms are wrong too, but they were not checked: the age keeps its own message.
    expect(messages()).toEqual(['Enter a name', 'Age is flagged']);

    await user.type(screen.getByLabelText('Name'), 'Ada');
    // Not submitted yet: a change does not validate.
    expect(screen.getByText('Enter a name')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check name' }));
    await waitFor(() => expect(onChecked).toHaveBeenCalledTimes(2));
    expect(onChecked).toHaveBeenLastCalledWith(true);
    expect(messages()).toEqual(['Age is flagged']);
  });

  it('reset restores the default values, clears the messages and stops validating on change', async () => {
    const onInvalid = vi.fn();
    const user = userEvent.setup();
    render(<TestForm defaultValues={{ name: 'Grace', age: '', terms: false }} onInvalid={onInvalid} />);
    expect(screen.getByLabelText('Name')).toHaveValue('Grace');

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Age'), 'abc');
    await user.click(screen.getByLabelText('I accept the terms'));
    await user.click(submitButton());
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(messages()).toEqual(['Enter a name', 'Enter an age']);

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Grace');
    expect(screen.getByLabelText('Age')).toHaveValue('');
    expect(screen.getByLabelText('I accept the terms')).not.toBeChecked();
    expect(messages()).toEqual([]);

    // Until the next submit, changes do not validate.
    await user.type(screen.getByLabelText('Age'), 'x');
    await user.clear(screen.getByLabelText('Name'));
    await settle();
    expect(messages()).toEqual([]);

    await user.click(submitButton());
    await waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(2));
    expect(messages()).toEqual(['Enter a name', 'Enter an age', 'Accept the terms']);
  });
});
