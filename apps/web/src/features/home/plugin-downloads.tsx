import { DownloadOutlined } from '@ant-design/icons';
import type { PluginDownload, PluginDownloadList } from '@jianku/rules/eda-schemas';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Row, Skeleton } from 'antd';
import { get } from '../../lib/http.ts';
import { CAD_STEP_INSTRUCTIONS, cadLaunchExample, formatBytes } from './software.ts';

/** How the KiCad plugin package and the HTTP library file are installed (KiCad's Chinese menus). */
const INSTALL_STEPS: Record<PluginDownload['key'], readonly string[]> = {
  'kicad-plugin': [
    'KiCad 6 及以上：主窗口 → 工具 → 插件和内容管理器 → 从文件安装…，选择下载的 zip',
    '安装后 PCB 编辑器工具栏出现件库按钮，点击即在浏览器中以插件模式打开件库（swType=EDA、swName=KICAD、fType=footprint，明暗主题跟随 KiCad）',
    '在结果中点“放置/下载”取得封装（.kicad_mod），放入工程库后即可放置',
  ],
  'kicad-httplib': [
    'KiCad 7 及以上：偏好设置 → 管理符号库，点“添加现有库”（文件夹图标）选择下载的 jianku.kicad_httplib，库格式为 HTTP',
    '符号选择器里出现“件库”库：按件库分类浏览元器件，每个元器件带值、封装、数据手册、厂商与型号字段',
    '插件包中也带有这份文件（plugins/jianku.kicad_httplib）',
  ],
};

function DownloadCard({ file }: { file: PluginDownload }) {
  return (
    <Card
      title={file.title}
      extra={
        <Button type="primary" icon={<DownloadOutlined />} href={file.url} download={file.fileName}>
          下载
        </Button>
      }
    >
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'file', label: '文件', children: <code>{file.fileName}</code> },
          { key: 'version', label: '版本', children: file.version },
          { key: 'size', label: '大小', children: `${formatBytes(file.size)}（${file.size} 字节）` },
          {
            key: 'sha256',
            label: 'SHA-256',
            children: <code className="jk-sha256">{file.sha256}</code>,
          },
        ]}
      />
      <ol className="jk-help-list">
        {INSTALL_STEPS[file.key].map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </Card>
  );
}

/** /download: the KiCad plugin package and the HTTP library file, each with version, size and SHA-256. */
export function KicadDownloads() {
  const { data, isPending, isError } = useQuery({
    queryKey: ['eda', 'downloads'],
    queryFn: () => get<PluginDownloadList>('/eda/downloads'),
  });
  if (isPending) return <Skeleton active />;
  if (isError || !data) return <Alert type="error" showIcon title="下载列表暂时无法获取，请稍后刷新" />;
  return (
    <Row gutter={[24, 24]}>
      {data.list.map((file) => (
        <Col span={12} key={file.key}>
          <DownloadCard file={file} />
        </Col>
      ))}
    </Row>
  );
}

/** The CAD programs: how each opens the STEP models the part library downloads. */
export function CadStepInstructions() {
  return (
    <Row gutter={[24, 24]}>
      {CAD_STEP_INSTRUCTIONS.map((cad) => (
        <Col span={12} key={cad.swName}>
          <Card size="small" title={`${cad.name}：打开 STEP`}>
            <ol className="jk-help-list">
              {cad.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p className="jk-cad-launch">
              插件启动地址：<code>{cadLaunchExample(cad.swName)}</code>
            </p>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
