import {
  FEEDBACK_ANSWER_MAX_LENGTH,
  FEEDBACK_STATUSES,
  FeedbackStatusLabel,
  type FeedbackStatusValue,
  FeedbackTypeLabel,
  type FeedbackTypeValue,
} from '@jianku/rules';
import type { BrandEntryRecord, FeedbackRecord } from '@jianku/rules/feedback-schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Input,
  Popconfirm,
  Result,
  Segmented,
  Space,
  Table,
  type TableColumnsType,
  Tabs,
} from 'antd';
import { useState } from 'react';
import { AppModal } from '../../components/app-modal.tsx';
import { toast } from '../../lib/feedback.ts';
import { useAppStore } from '../../stores/app.store.ts';
import { useSessionStore } from '../../stores/session.store.ts';
import { answerManaged, closeManaged, listManaged, type ManagedKind } from './api/feedback.api.ts';
import { DocumentLinks, formatTime, ImageThumbs, StatusTag } from './components/submission-status.tsx';
import { FeedbackCopy } from './feedback-copy.ts';
import './feedback.css';

type Row = FeedbackRecord | BrandEntryRecord;
const PAGE_SIZE = 20;

function contactOf(row: Row) {
  return [row.mobile, row.email, 'orgName' in row ? row.orgName : row.contactName]
    .filter(Boolean)
    .join(' / ');
}

function contentOf(row: Row) {
  if ('message' in row) {
    return (
      <div className="jk-manage-text">
        <div>{FeedbackTypeLabel[row.type as FeedbackTypeValue]}</div>
        <div>{row.message}</div>
        <ImageThumbs images={row.images} />
      </div>
    );
  }
  return (
    <div className="jk-manage-text">
      <div>
        {row.companyName}：{row.brands}
      </div>
      <div>{row.description}</div>
      <DocumentLinks files={row.documents} />
    </div>
  );
}

/** One list (feedback or brand entry applications) with the operator's answer and close. */
function ManagedList({ kind }: { kind: ManagedKind }) {
  const [status, setStatus] = useState<FeedbackStatusValue | 'all'>('open');
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<Row | null>(null);
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const query = { ...(status === 'all' ? {} : { status }), page, pageSize: PAGE_SIZE };
  const list = useQuery<{ list: Row[]; total: number }>({
    queryKey: ['feedback', 'manage', kind, query],
    queryFn: () => (kind === 'feedback' ? listManaged('feedback', query) : listManaged('brandEntry', query)),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['feedback', 'manage', kind] });

  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(done);
      setAnswering(null);
      await refresh();
    } catch {
      // the error dialog shows why
    } finally {
      setBusy(false);
    }
  };

  const columns: TableColumnsType<Row> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: FeedbackCopy.status, width: 90, render: (_v, row) => <StatusTag status={row.status} /> },
    {
      title: FeedbackCopy.submitter,
      width: 160,
      render: (_v, row) => row.user?.nickname || row.user?.username,
    },
    { title: FeedbackCopy.contact, width: 200, render: (_v, row) => contactOf(row) },
    { title: FeedbackCopy.content, render: (_v, row) => contentOf(row) },
    {
      title: FeedbackCopy.answer,
      width: 220,
      render: (_v, row) => <div className="jk-manage-text">{row.answer}</div>,
    },
    { title: FeedbackCopy.submittedAt, width: 170, render: (_v, row) => formatTime(row.createdAt) },
    {
      title: FeedbackCopy.actions,
      width: 140,
      render: (_v, row) =>
        row.status === 'closed' ? null : (
          <Space>
            <Button
              size="small"
              type="primary"
              onClick={() => {
                setAnswering(row);
                setAnswer(row.answer ?? '');
              }}
            >
              {FeedbackCopy.doAnswer}
            </Button>
            <Popconfirm
              title={FeedbackCopy.closeConfirm}
              onConfirm={() => act(() => closeManaged(kind, row.id), FeedbackCopy.closed)}
            >
              <Button size="small">{FeedbackCopy.doClose}</Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];

  return (
    <>
      <Segmented
        value={status}
        onChange={(value) => {
          setStatus(value as FeedbackStatusValue | 'all');
          setPage(1);
        }}
        options={[
          ...FEEDBACK_STATUSES.map((value) => ({ value, label: FeedbackStatusLabel[value] })),
          { value: 'all', label: FeedbackCopy.all },
        ]}
        style={{ marginBottom: 16 }}
      />
      <Table<Row>
        rowKey="id"
        loading={list.isLoading}
        columns={columns}
        dataSource={list.data?.list ?? []}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
      />
      <AppModal
        open={answering !== null}
        title={`${FeedbackCopy.doAnswer} #${answering?.id ?? ''}`}
        confirmLoading={busy}
        onCancel={() => setAnswering(null)}
        onOk={() => answering && act(() => answerManaged(kind, answering.id, answer), FeedbackCopy.answered)}
      >
        <Input.TextArea
          rows={5}
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          count={{ show: true, max: FEEDBACK_ANSWER_MAX_LENGTH }}
          placeholder={FeedbackCopy.answerPlaceholder}
          aria-label={FeedbackCopy.answer}
        />
      </AppModal>
    </>
  );
}

/**
 * /admin/feedback, the first page of the management platform (运营平台): every feedback and brand entry
 * application, answered and closed by operators. The server decides who is one (403 otherwise, which the
 * error handling turns into /403); a visitor is asked to log in.
 */
export function ManagePage() {
  const signedIn = useSessionStore((s) => s.isSetUser && s.user !== null);
  const setShowLogin = useAppStore((s) => s.setShowLogin);
  if (!signedIn) {
    return (
      <main className="jk-manage">
        <Result
          status="403"
          title={FeedbackCopy.manageTitle}
          extra={
            <Button type="primary" onClick={() => setShowLogin(true)}>
              登录
            </Button>
          }
        />
      </main>
    );
  }
  return (
    <main className="jk-manage">
      <h1>{FeedbackCopy.manageTitle}</h1>
      <Tabs
        items={[
          { key: 'feedback', label: FeedbackCopy.feedbackTab, children: <ManagedList kind="feedback" /> },
          {
            key: 'brandEntry',
            label: FeedbackCopy.brandEntryTab,
            children: <ManagedList kind="brandEntry" />,
          },
        ]}
      />
    </main>
  );
}
