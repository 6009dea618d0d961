/** The model picker of 3D search: drag a file or click (antd Dragger), the upload's progress, then reading. */
import { InboxOutlined } from '@ant-design/icons';
import { SEARCH3D_ACCEPT, SEARCH3D_MAX_BYTES, SEARCH3D_MESSAGES } from '@jianku/rules';
import { Progress, Upload } from 'antd';

/** The upload rules checked before sending (the server checks them again). */
export function fileProblem(file: File): string | null {
  if (file.name.includes(',') || file.name.includes('，')) return SEARCH3D_MESSAGES.comma;
  if (!/\.(stl|step|stp)$/i.test(file.name)) return SEARCH3D_MESSAGES.badType;
  if (file.size === 0) return SEARCH3D_MESSAGES.empty;
  if (file.size > SEARCH3D_MAX_BYTES) return SEARCH3D_MESSAGES.tooLarge;
  return null;
}

export function Search3dUpload({
  onFile,
  percent,
}: {
  onFile: (file: File) => void;
  /** null: idle; 0–99: uploading; 100: the server reads the model */
  percent: number | null;
}) {
  const busy = percent !== null;
  return (
    <div className="jk-s3d-upload">
      <Upload.Dragger
        accept={SEARCH3D_ACCEPT}
        multiple={false}
        showUploadList={false}
        disabled={busy}
        beforeUpload={(file) => {
          onFile(file as File);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">点击或拖拽 STL / STEP 模型到此处，查找形状相似的零部件</p>
        <p className="ant-upload-hint">
          支持二进制或文本 STL、STEP（.step / .stp），不超过 100
          MB，文件名不能含逗号。与模型的位置、朝向、网格疏密和导出软件无关。
        </p>
      </Upload.Dragger>
      {busy && (
        <div className="jk-s3d-progress" data-testid="s3d-progress">
          <Progress percent={percent} status="active" aria-label="上传进度" />
          <span className="jk-s3d-note">
            {percent >= 100 ? '上传完成，正在计算形状特征并检索…' : '正在上传…'}
          </span>
        </div>
      )}
    </div>
  );
}
