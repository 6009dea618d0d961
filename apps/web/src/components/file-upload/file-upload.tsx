/**
 * Uploading one file with its progress (SPEC-9.42): an Ant Design Upload whose request is lib/upload's
 * uploadFile (single request under 5 MB, parts above, resumed after a reload), a Progress bar in whole
 * percent, and the error as the upload gave it (a comma in the name, a part's status text, 'not comlete',
 * the server's Chinese message).
 *
 *   <FileUpload type="ModelFiles" bizCode="model" onUploaded={(record) => …} />
 */
import { InboxOutlined } from '@ant-design/icons';
import type { FileRecord } from '@jianku/rules/files-schemas';
import { Alert, Progress, Upload } from 'antd';
import { useRef, useState } from 'react';
import { uploadFile } from '../../lib/upload.ts';

export const FileUploadText = {
  drop: '点击或拖拽文件到此处上传',
  hint: '小于 5MB 的文件直接上传，更大的文件分片上传（每片 3MB），中断后重新选择同一文件可继续上传',
  done: '上传完成',
} as const;

export interface FileUploadProps {
  type?: string;
  bizCode?: string;
  accept?: string;
  onUploaded?: (record: FileRecord) => void;
}

export function FileUpload({ type, bizCode, accept, onUploaded }: FileUploadProps) {
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<FileRecord | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = async (file: File) => {
    controller.current?.abort();
    controller.current = new AbortController();
    setError(null);
    setDone(null);
    setPercent(0);
    try {
      const record = await uploadFile(file, {
        type,
        bizCode,
        onProgress: setPercent,
        signal: controller.current.signal,
      });
      setPercent(100);
      setDone(record);
      onUploaded?.(record);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <div className="jk-file-upload" data-testid="file-upload" data-percent={percent ?? undefined}>
      <Upload.Dragger
        accept={accept}
        multiple={false}
        showUploadList={false}
        beforeUpload={(file) => {
          void start(file as File);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{FileUploadText.drop}</p>
        <p className="ant-upload-hint">{FileUploadText.hint}</p>
      </Upload.Dragger>
      {percent !== null && (
        <Progress
          percent={percent}
          status={error ? 'exception' : done ? 'success' : 'active'}
          aria-label="上传进度"
        />
      )}
      {done && (
        <Alert
          type="success"
          showIcon
          data-file-url={done.url}
          title={
            <a href={done.url} data-file-url={done.url} target="_blank" rel="noreferrer">
              {`${FileUploadText.done}：${done.name}`}
            </a>
          }
        />
      )}
      {error && <Alert type="error" showIcon title={error} />}
    </div>
  );
}
