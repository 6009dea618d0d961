import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { AppImage } from '../../../components/app-image.tsx';
import { toast } from '../../../lib/feedback.ts';
import { fileContentUrl, uploadFile } from '../../../lib/upload.ts';
import { FeedbackCopy } from '../feedback-copy.ts';

export interface UploadFieldProps {
  value?: UploadFile[];
  onChange?: (files: UploadFile[]) => void;
  maxCount: number;
  /** the picker's filter, e.g. '.png,.jpg,.jpeg' */
  accept: string;
  /** a file's rule (type, size, name): its message, or null when it may be uploaded */
  check: (file: { name: string; size: number }) => string | null;
  /** the message when more than maxCount are chosen */
  tooMany: string;
  bizCode: string;
  type: 'Images' | 'Other';
  /** images as cards with the image viewer, documents as a list of names */
  pictures: boolean;
  label: string;
}

/** The id the single upload gave a finished file. */
export function uploadedId(file: UploadFile): string | undefined {
  const response = file.response as { id?: string } | undefined;
  return file.status === 'done' ? response?.id : undefined;
}

/**
 * Files uploaded one by one with the single upload (POST /base/file/upload) as they are picked. A file that
 * breaks a rule (type, 5 MB, a comma in its name, one too many) is refused with an error toast and never
 * sent (SPEC-8.25). Images preview in the app's image viewer (zoom 1.2, scale 0.2–7, rotate 90°).
 */
export function UploadField(props: UploadFieldProps) {
  const { value = [], onChange, maxCount, check, tooMany, pictures } = props;
  const [preview, setPreview] = useState<string | null>(null);

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    if (value.length + batch.indexOf(file) + 1 > maxCount) {
      toast.error(tooMany);
      return Upload.LIST_IGNORE;
    }
    const problem = check(file);
    if (problem !== null) {
      toast.error(problem);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    uploadFile(file as File, { type: props.type, bizCode: props.bizCode }).then(
      (record) => onSuccess?.({ id: record.id }),
      (error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error))),
    );
  };

  const changed: UploadProps['onChange'] = ({ fileList }) => {
    onChange?.(
      fileList.map((file) => {
        const id = uploadedId(file);
        return id !== undefined && file.url === undefined ? { ...file, url: fileContentUrl(id) } : file;
      }),
    );
  };

  return (
    <>
      <Upload
        accept={props.accept}
        multiple
        listType={pictures ? 'picture-card' : 'text'}
        fileList={value}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={changed}
        onPreview={(file) => setPreview(file.url ?? file.thumbUrl ?? null)}
        aria-label={props.label}
      >
        {value.length >= maxCount ? null : pictures ? (
          <div className="jk-upload-card">
            <PlusOutlined />
            <div>{FeedbackCopy.upload}</div>
          </div>
        ) : (
          <Button icon={<UploadOutlined />}>{FeedbackCopy.upload}</Button>
        )}
      </Upload>
      {preview !== null && (
        <AppImage
          style={{ display: 'none' }}
          src={preview}
          preview={{ open: true, src: preview, onOpenChange: (open) => !open && setPreview(null) }}
        />
      )}
    </>
  );
}
