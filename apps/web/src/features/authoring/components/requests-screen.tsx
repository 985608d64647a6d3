import { CheckCircle2, Search, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { relativeAge, TOAST_MS, type UseCaseRequest } from '@pathwise/core';
import { useUseCases } from '@/api/use-cases';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useFulfilRequest, useRequests, useToggleVote } from '../api/requests';
import { requestsView } from '../requests-address';
import { AskForm } from './ask-form';

function FulfilControl({ request }: { request: UseCaseRequest }) {
  const useCases = useUseCases();
  const fulfil = useFulfilRequest();
  const own = (useCases.data ?? []).filter((useCase) => useCase.fromTeam);
  const [choice, setChoice] = useState('');
  const id = `fulfil-${request.id}`;
  if (own.length === 0) return <p className="text-xs text-muted-foreground">Publish a use case to fulfil this request.</p>;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex min-w-48 flex-col gap-1">
        <label htmlFor={id} className="text-xs font-medium">
          Fulfilled by
        </label>
        <NativeSelect id={id} value={choice} onChange={(event) => setChoice(event.target.value)}>
          <option value="">Choose a published use case</option>
          {own.map((useCase) => (
            <option key={useCase.id} value={useCase.id}>
              {useCase.title}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button
        size="sm"
        disabled={!choice || fulfil.isPending}
        onClick={() =>
          fulfil.mutate(
            { id: request.id, useCaseId: choice },
            {
              onSuccess: (result) =>
                toast.success(`Marked fulfilled: ${result.notified} ${result.notified === 1 ? 'person was' : 'people were'} notified.`, {
                  duration: TOAST_MS.product,
                }),
              onError: (error) => toast.error(error.message, { duration: TOAST_MS.product }),
            },
          )
        }
      >
        <CheckCircle2 aria-hidden="true" />
        Mark fulfilled
      </Button>
    </div>
  );
}

function RequestItem({ request, author }: { request: UseCaseRequest; author: boolean }) {
  const vote = useToggleVote();
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4" data-testid="request">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="break-words font-semibold">{request.title}</h3>
          <p className="whitespace-pre-line break-words text-sm text-muted-foreground">{request.details}</p>
          <p className="text-xs text-muted-foreground">
            Asked by {request.askedByYou ? 'you' : request.askedBy} · {relativeAge(request.createdAt)}
          </p>
        </div>
        <Button
          variant={request.votedByYou ? 'default' : 'outline'}
          size="sm"
          aria-pressed={request.votedByYou}
          aria-label={`Vote for ${request.title}: ${request.votes} ${request.votes === 1 ? 'vote' : 'votes'}`}
          disabled={vote.isPending || request.status === 'fulfilled'}
          onClick={() => vote.mutate(request.id, { onError: (error) => toast.error(error.message, { duration: TOAST_MS.product }) })}
        >
          <ThumbsUp aria-hidden="true" />
          {request.votes}
        </Button>
      </div>
      {request.fulfilledBy ? (
        <p className="text-sm">
          Fulfilled by{' '}
          <Link
            className="font-medium text-primary underline underline-offset-4"
            to={`/use-case/${encodeURIComponent(request.fulfilledBy.useCaseId)}`}
          >
            {request.fulfilledBy.title}
          </Link>
        </p>
      ) : request.status === 'fulfilled' ? (
        // By a guide for other groups than the reader's: the server does not name it.
        <p className="text-sm">Fulfilled</p>
      ) : author ? (
        <FulfilControl request={request} />
      ) : null}
    </li>
  );
}

/** /requests: guides the team asks for, most votes first; authors mark them fulfilled. */
export function RequestsScreen() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const { status, q, author } = requestsView(params, user);
  const requests = useRequests(status, q);
  const list: UseCaseRequest[] = requests.data ?? [];
  const set = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Use-case requests</h1>
        <p className="text-muted-foreground">Ask for the guide you are missing, and vote for the ones you want too.</p>
      </header>
      <AskForm />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 opacity-60" aria-hidden="true" />
          <Input
            aria-label="Search requests"
            placeholder="Search requests"
            className="pl-9"
            value={q}
            onChange={(event) => set('q', event.target.value)}
          />
        </div>
        <div role="group" aria-label="Show requests" className="flex gap-1">
          {(['open', 'fulfilled'] as const).map((value) => (
            <Button
              key={value}
              size="sm"
              variant={status === value ? 'default' : 'outline'}
              aria-pressed={status === value}
              onClick={() => set('status', value === 'open' ? '' : value)}
            >
              {value === 'open' ? 'Open' : 'Fulfilled'}
            </Button>
          ))}
        </div>
      </div>
      {requests.isError ? (
        <LoadError title="The requests could not be loaded" message={requests.error.message} onRetry={() => void requests.refetch()} />
      ) : requests.isSuccess && list.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {q
            ? 'No request matches your search. Try other words, or ask for it above.'
            : status === 'open'
              ? 'No open request yet: ask for the guide you are missing above.'
              : 'No request has been fulfilled yet.'}
        </p>
      ) : (
        <ol className={cn('flex flex-col gap-3', requests.isPlaceholderData && 'opacity-70')} aria-busy={requests.isFetching}>
          {list.map((request) => (
            <RequestItem key={request.id} request={request} author={author} />
          ))}
        </ol>
      )}
    </div>
  );
}
