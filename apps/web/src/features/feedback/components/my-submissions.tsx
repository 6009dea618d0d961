import { FeedbackTypeLabel, type FeedbackTypeValue } from '@jianku/rules';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { getMyBrandEntries, getMyFeedback } from '../api/feedback.api.ts';
import { FeedbackCopy } from '../feedback-copy.ts';
import { MY_FEEDBACK_QUERY_KEY } from './feedback-form.tsx';
import { DocumentLinks, formatTime, ImageThumbs, StatusTag } from './submission-status.tsx';
import '../feedback.css';

export const MY_BRAND_ENTRIES_QUERY_KEY = ['brand-entry', 'my'] as const;

function Answer({ answer, at }: { answer: string | null; at: string | null }) {
  return answer === null ? null : (
    <div className="jk-submission-answer">
      <strong>
        {FeedbackCopy.answer}（{formatTime(at)}）：
      </strong>
      {answer}
    </div>
  );
}

/**
 * The personal centre's 我的反馈: one's feedback and brand entry applications with their state and the
 * operator's answer (texts shown as text). Operators also get the way to the management page.
 */
export function MySubmissions() {
  const feedback = useQuery({ queryKey: MY_FEEDBACK_QUERY_KEY, queryFn: getMyFeedback });
  const entries = useQuery({ queryKey: MY_BRAND_ENTRIES_QUERY_KEY, queryFn: getMyBrandEntries });
  if (!feedback.data || !entries.data) return <Skeleton active paragraph={{ rows: 4 }} />;
  const { list, operator } = feedback.data;
  return (
    <div className="jk-user-card jk-my-submissions">
      {operator && (
        <p>
          <Link to="/admin/feedback">
            <Button type="primary">{FeedbackCopy.manage}</Button>
          </Link>
        </p>
      )}
      {list.length === 0 && entries.data.list.length === 0 && <Empty description={FeedbackCopy.noFeedback} />}
      {list.map((item) => (
        <section key={`f${item.id}`} className="jk-submission" data-testid="my-feedback">
          <div className="jk-submission-head">
            <StatusTag status={item.status} />
            <span>{FeedbackTypeLabel[item.type as FeedbackTypeValue]}</span>
            <span>{formatTime(item.createdAt)}</span>
          </div>
          <p className="jk-submission-text">{item.message}</p>
          <ImageThumbs images={item.images} />
          {item.answer === null && item.status === 'open' ? (
            <div className="jk-submission-head">{FeedbackCopy.waiting}</div>
          ) : (
            <Answer answer={item.answer} at={item.answeredAt} />
          )}
        </section>
      ))}
      {entries.data.list.map((item) => (
        <section key={`b${item.id}`} className="jk-submission" data-testid="my-brand-entry">
          <div className="jk-submission-head">
            <StatusTag status={item.status} />
            <span>{FeedbackCopy.brandEntryTab}</span>
            <span>{formatTime(item.createdAt)}</span>
          </div>
          <p className="jk-submission-text">
            {item.companyName}：{item.brands}
          </p>
          <DocumentLinks files={item.documents} />
          <Answer answer={item.answer} at={item.answeredAt} />
        </section>
      ))}
    </div>
  );
}
