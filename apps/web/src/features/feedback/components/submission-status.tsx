import { FeedbackStatusLabel, type FeedbackStatusValue } from '@jianku/rules';
import type { AttachedFile } from '@jianku/rules/feedback-schemas';
import { Space, Tag } from 'antd';
import { AppImage, AppImageGroup } from '../../../components/app-image.tsx';

const COLOR: Record<FeedbackStatusValue, string> = {
  open: 'processing',
  answered: 'success',
  closed: 'default',
};

/** A submission's state as a tag: 待处理, 已答复, 已关闭. */
export function StatusTag({ status }: { status: FeedbackStatusValue }) {
  return <Tag color={COLOR[status]}>{FeedbackStatusLabel[status]}</Tag>;
}

/** Uploaded images as thumbnails that open the image viewer. */
export function ImageThumbs({ images }: { images: readonly AttachedFile[] }) {
  if (images.length === 0) return null;
  return (
    <AppImageGroup>
      <Space size="small">
        {images.map((image) => (
          <AppImage key={image.id} src={image.url} width={64} height={64} style={{ objectFit: 'cover' }} />
        ))}
      </Space>
    </AppImageGroup>
  );
}

/** Uploaded documents as links. */
export function DocumentLinks({ files }: { files: readonly AttachedFile[] }) {
  return (
    <Space size="small" wrap>
      {files.map((file, index) => (
        <a key={file.id} href={file.url} target="_blank" rel="noreferrer">
          资料{index + 1}
        </a>
      ))}
    </Space>
  );
}

export const formatTime = (iso: string | null) =>
  iso === null ? '' : new Date(iso).toLocaleString('zh-CN', { hour12: false });
