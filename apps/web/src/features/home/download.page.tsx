import { Card, Col, Row, Steps, Table } from 'antd';
import { CadStepInstructions, KicadDownloads } from './plugin-downloads.tsx';
import {
  CAD_SOFTWARE,
  EDA_SOFTWARE,
  LAUNCH_PARAMETERS,
  PLUGIN_LAUNCH_EXAMPLE,
  type SupportedSoftware,
} from './software.ts';
import './home.css';

function SoftwareTable({ rows }: { rows: readonly SupportedSoftware[] }) {
  return (
    <Table<SupportedSoftware>
      rowKey="name"
      size="middle"
      pagination={false}
      dataSource={[...rows]}
      columns={[
        { title: '软件', dataIndex: 'name', render: (name: string) => <strong>{name}</strong> },
        { title: '厂商', dataIndex: 'vendor' },
        { title: 'swName', dataIndex: 'swName', render: (v: string) => <code>{v}</code> },
        { title: '我们提供的文件', dataIndex: 'files' },
      ]}
    />
  );
}

/** /download 插件下载: the supported design software and how the plugin opens the portal inside the tool. */
export function DownloadPage() {
  return (
    <div className="jk-home">
      <section className="jk-page-banner">
        <div>
          <h1>插件下载</h1>
          <p>
            件库的 KiCad 插件把元器件库带进 KiCad：在软件内搜索、比较，然后下载原理图符号、PCB 封装或 3D
            模型文件，在设计中添加使用；CAD 软件暂无插件，从条目页下载 STEP 三维模型后打开。
          </p>
        </div>
      </section>
      <div className="jk-page-body">
        <Row gutter={[24, 24]}>
          <Col span={12}>
            <Card title="CAD 三维设计软件（零部件库）">
              <SoftwareTable rows={CAD_SOFTWARE} />
            </Card>
          </Col>
          <Col span={12}>
            <Card title="EDA 电子设计软件（元器件库）">
              <SoftwareTable rows={EDA_SOFTWARE} />
            </Card>
          </Col>
        </Row>

        <Card title="插件如何工作" className="jk-steps-card">
          <Steps
            items={[
              { title: '在设计软件中打开插件', content: '插件在软件内打开一个件库窗口', status: 'process' },
              {
                title: '携带启动参数',
                content: '告诉件库软件类型、软件名称与所需文件类型',
                status: 'process',
              },
              { title: '搜索与比较', content: '按参数、范围与单位统一后的数值查找', status: 'process' },
              {
                title: '下载并添加',
                content: '下载模型、符号或封装文件，在设计软件中添加到设计',
                status: 'process',
              },
            ]}
          />
        </Card>

        <Card title="插件启动地址">
          <p>插件以插件模式打开件库，窗口最小宽度 500 像素。例如 KiCad 打开元器件库并请求原理图符号：</p>
          <p>
            <code className="jk-code">{PLUGIN_LAUNCH_EXAMPLE}</code>
          </p>
          <Table
            rowKey="name"
            size="middle"
            pagination={false}
            dataSource={[...LAUNCH_PARAMETERS]}
            columns={[
              { title: '参数', dataIndex: 'name', width: 160, render: (v: string) => <code>{v}</code> },
              { title: '含义', dataIndex: 'meaning' },
              { title: '取值', dataIndex: 'values', width: 380 },
            ]}
          />
        </Card>

        <Card title="KiCad 插件与 HTTP 库">
          <KicadDownloads />
        </Card>

        <Card title="CAD 软件：下载 STEP 三维模型后打开">
          <p>
            零部件库的条目页“三维模型”一节与插件模式的“放置/下载”给出 STEP AP214 文件（.step），各 CAD
            软件按下列步骤打开或装入装配。
          </p>
          <CadStepInstructions />
        </Card>
      </div>
    </div>
  );
}
