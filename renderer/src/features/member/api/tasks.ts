import { queryOptions } from '@tanstack/react-query';
import type { TasksResponse } from '@schemas/api/longtail.schema';
import { apiFetch, queryKeys } from '../../../shared/api';

export const TASKS_PATH = '/api/member/tasks';

/** Customer tasks (spec §2 CustomerTask): which first steps the member has done. */
export const tasksQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.member.detail('tasks', token ?? ''),
    queryFn: ({ signal }) => apiFetch<TasksResponse>(TASKS_PATH, { signal }),
    select: (r) => r.list,
    enabled: !!token,
  });
