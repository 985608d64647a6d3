import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { LoadError } from '@/components/load-error';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { authoredQueryOptions, useAuthoredList } from '@/api/authoring';
import { UseCaseEditor } from './use-case-editor';

function EditorPage({ useCaseId }: { useCaseId: string }) {
  const query = useQuery({ ...authoredQueryOptions(useCaseId), gcTime: 0 });
  const list = useAuthoredList();
  if (query.isPending || list.isPending) return <FullPageSpinner label="Loading the editor..." />;
  if (query.isError || list.isError) {
    const error = query.error ?? list.error;
    const message =
      error instanceof ApiRequestError ? (error.status === 404 ? 'Use case not found' : error.message) : NETWORK_ERROR_MESSAGE;
    return (
      <LoadError
        title="This use case cannot be edited"
        message={message}
        onRetry={() => {
          void query.refetch();
          void list.refetch();
        }}
      />
    );
  }
  return <UseCaseEditor initial={query.data.useCase} revisions={query.data.revisions} groups={list.data.groups} />;
}

/** /authoring/{useCaseId}: the editor of one of the workspace's own use cases (authors and admins). */
export function UseCaseEditorScreen() {
  const { useCaseId = '' } = useParams();
  return <EditorPage key={useCaseId} useCaseId={useCaseId} />;
}
