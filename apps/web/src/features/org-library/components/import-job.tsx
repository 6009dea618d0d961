import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Progress, Table } from 'antd';
import { useEffect, useState } from 'react';
import { isJkError } from '../../../lib/errors.ts';
import { cancelImportJob, fetchImportJob, type OrgImportJob } from '../api/org-library.api.ts';

type Reject = OrgImportJob['rejects'][number];

const STATUS_TEXT: Record<OrgImportJob['status'], string> = {
  running: '导入中',
  done: '导入完成',
  failed: '导入失败',
  cancelled: '已取消',
};

/** 新增 X · 更新 Y · 被拒 Z, and the rejected rows with their reasons. */
function JobCounts({ job }: { job: OrgImportJob }) {
  return (
    <>
      <p className="jk-orglib-job-counts">
        新增 <strong>{job.added}</strong> 个 · 更新 <strong>{job.updated}</strong> 个 · 被拒{' '}
        <strong>{job.rejected}</strong> 行
      </p>
      {job.rejects.length > 0 && (
        <Table<Reject>
          rowKey="line"
          size="small"
          pagination={{ pageSize: 5 }}
          dataSource={job.rejects}
          aria-label="被拒的行"
          columns={[
            { title: '行号', dataIndex: 'line', width: 64 },
            { title: '型号', dataIndex: 'model' },
            {
              title: '原因',
              dataIndex: 'reason',
              render: (v: string) => <span className="jk-orglib-reject">{v}</span>,
            },
          ]}
        />
      )}
    </>
  );
}

/**
 * A background import (modules/org-library org-import-jobs.ts): its progress bar polled every half second
 * while it runs, 取消导入 (what it wrote is undone), then its final counts and rejected rows with reasons.
 */
export function ImportJobProgress({ jobId, onFinished }: { jobId: number; onFinished: () => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const query = useQuery({
    queryKey: ['org-library', 'import-job', jobId],
    queryFn: () => fetchImportJob(jobId),
    refetchInterval: (q) => (q.state.data && q.state.data.status !== 'running' ? false : 500),
  });
  const job = query.data;
  const ended = job !== undefined && job.status !== 'running';
  useEffect(() => {
    if (ended) onFinished();
  }, [ended, onFinished]);
  if (!job) return <Progress percent={0} status="active" aria-label="导入进度" />;
  const percent = job.total === 0 ? 100 : Math.floor((job.processed / job.total) * 100);
  const cancel = async () => {
    setAsking(true);
    setProblem(null);
    try {
      await cancelImportJob(job.id);
      await query.refetch();
    } catch (err) {
      setProblem(isJkError(err) ? err.message : '取消失败，请稍后重试');
    } finally {
      setAsking(false);
    }
  };
  return (
    <section className="jk-orglib-job" aria-label="后台导入">
      <div className="jk-orglib-job-head">
        <span>
          {STATUS_TEXT[job.status]}
          {job.status === 'running' && job.cancelRequested ? '（正在取消并撤销）' : ''}：{job.fileName}
        </span>
        {job.status === 'running' && (
          <Button
            danger
            size="small"
            loading={asking}
            disabled={job.cancelRequested}
            onClick={() => void cancel()}
          >
            取消导入
          </Button>
        )}
      </div>
      <Progress
        percent={job.status === 'done' ? 100 : percent}
        status={job.status === 'running' ? 'active' : job.status === 'done' ? 'success' : 'exception'}
        format={() => `${job.processed} / ${job.total}`}
        aria-label="导入进度"
      />
      {job.error && <Alert type={job.status === 'cancelled' ? 'info' : 'error'} showIcon title={job.error} />}
      {problem && <Alert type="error" showIcon title={problem} />}
      {ended && <JobCounts job={job} />}
    </section>
  );
}
