import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLongtailStrings } from '../../../shared/i18n/longtail-strings';
import { useSession } from '../../../shared/session';
import { Button, EmptyState, Icon, Page, Skeleton } from '../../../shared/ui';
import { tasksQuery } from '../api/tasks';
import './customer-task.css';

/** CustomerTask (spec §2 page area): the member's first steps, open ones first, each linking to its screen. */
export default function CustomerTaskPage() {
  useLongtailStrings();
  const { t } = useTranslation();
  const tasks = useQuery(tasksQuery(useSession()?.token));
  const list = tasks.data ?? [];
  const done = list.filter((x) => x.done).length;
  return (
    <Page title={t('titles.customerTask')} className="lt-tasks">
      <p className="lt-tasks__intro">{t('longtail.tasksIntro')}</p>
      {tasks.isPending ? (
        [0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={64} style={{ display: 'block', marginBottom: 10 }} />
        ))
      ) : tasks.isError ? (
        <EmptyState icon="warning" title={t('longtail.tasksError')}>
          <Button variant="secondary" onClick={() => void tasks.refetch()}>
            {t('longtail.tasksRetry')}
          </Button>
        </EmptyState>
      ) : (
        <>
          <div
            className="lt-tasks__progress"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={list.length}
            aria-valuenow={done}
            aria-label={t('longtail.tasksProgress', { done, total: list.length })}
          >
            <span style={{ width: `${list.length ? (done / list.length) * 100 : 0}%` }} />
          </div>
          <p className="lt-tasks__count">{t('longtail.tasksProgress', { done, total: list.length })}</p>
          <ul className="lt-tasks__list">
            {list.map((task) => (
              <li key={task.key} className={`lt-task ${task.done ? 'lt-task--done' : ''}`}>
                <span className="lt-task__icon" aria-hidden="true">
                  <Icon name={task.done ? 'check' : 'star'} />
                </span>
                <span className="lt-task__label">{t(`longtail.task.${task.key}`)}</span>
                {task.done ? (
                  <span className="lt-task__done">{t('longtail.tasksDone')}</span>
                ) : (
                  <Link
                    className="lt-task__go"
                    to={task.path}
                    aria-label={`${t('longtail.tasksGo')}: ${t(`longtail.task.${task.key}`)}`}
                  >
                    {t('longtail.tasksGo')}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}
