/** The BOM file picker: drag a file or click (antd Dragger); the file is read by the server (bom.api parseBom). */
import { InboxOutlined } from '@ant-design/icons';
import { Progress, Upload } from 'antd';

export const BOM_ACCEPT = '.xlsx,.csv,.txt,.tsv,.xls';

export function BomUpload({
  onFile,
  uploading,
  percent,
}: {
  onFile: (file: File) => void;
  uploading: boolean;
  percent: number;
}) {
  return (
    <div className="jk-bom-upload">
      <Upload.Dragger
        accept={BOM_ACCEPT}
        multiple={false}
        showUploadList={false}
        disabled={uploading}
        beforeUpload={(file) => {
          onFile(file);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">点击或拖拽 BOM 文件到此处上传</p>
        <p className="ant-upload-hint">
          支持 Excel（.xlsx、.xls）、CSV（UTF-8 或 GBK）与 KiCad 导出的 BOM；不超过 50 MB、10
          万行。列名可为中文或英文：位号、数量、型号、值、封装、描述、品牌。
        </p>
      </Upload.Dragger>
      {uploading && <Progress percent={percent} size="small" status="active" aria-label="上传进度" />}
    </div>
  );
}
