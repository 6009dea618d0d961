import { AimOutlined, CloudUploadOutlined, FileSearchOutlined, ShopOutlined } from '@ant-design/icons';
import { Card, Col, Row, Steps } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { ContactPanel } from '../../components/contact-panel/contact-panel.tsx';
import './home.css';

const BENEFITS: readonly { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <ShopOutlined />,
    title: '品牌主页',
    text: '在厂商目录中拥有独立的品牌页，集中展示企业介绍与全部产品系列。',
  },
  {
    icon: <FileSearchOutlined />,
    title: '结构化参数收录',
    text: '产品按类目与统一单位的参数收录，工程师按数值范围筛选时即可找到您的型号。',
  },
  {
    icon: <CloudUploadOutlined />,
    title: '对比与替代中可见',
    text: '您的型号在参数对比与跨品牌替代查询中与同类产品并列，按额定值逐项比较。',
  },
  {
    icon: <AimOutlined />,
    title: '官方资料链接',
    text: '型号页附您官网的数据手册链接，工程师直达原始资料。',
  },
];

export interface BrandEntryPageProps {
  /** the application form; the app hands in the feedback feature's */
  ApplyForm?: ComponentType;
}

/** /brand-entry 品牌入驻: what manufacturers get, the steps, the application form and the contact. */
export function BrandEntryPage({ ApplyForm }: BrandEntryPageProps) {
  return (
    <div className="jk-home">
      <section className="jk-page-banner">
        <div>
          <h1>品牌入驻</h1>
          <p>让您的产品出现在工程师选型的第一现场：从参数筛选到对比与替代，全程可见。</p>
        </div>
      </section>
      <div className="jk-page-body">
        <Row gutter={[24, 24]}>
          {BENEFITS.map((b) => (
            <Col key={b.title} span={6}>
              <Card className="jk-strength" variant="borderless" style={{ height: '100%' }}>
                <div className="jk-strength-icon">{b.icon}</div>
                <div className="jk-strength-title">{b.title}</div>
                <p className="jk-strength-text">{b.text}</p>
              </Card>
            </Col>
          ))}
        </Row>

        <Card title="入驻流程" className="jk-steps-card">
          <Steps
            items={[
              { title: '提交申请', content: '在下方填写入驻申请，或通过联系方式联系我们', status: 'process' },
              { title: '资质确认', content: '确认品牌与产品线信息', status: 'process' },
              { title: '资料整理', content: '提供产品目录、参数表与数据手册链接', status: 'process' },
              { title: '上线展示', content: '校对无误后在品牌页与资源库中发布', status: 'process' },
            ]}
          />
        </Card>

        {ApplyForm && (
          <Card title="入驻申请" className="jk-steps-card">
            <ApplyForm />
          </Card>
        )}

        <Card title="入驻咨询">
          <ContactPanel mode="simple" />
        </Card>
      </div>
    </div>
  );
}
