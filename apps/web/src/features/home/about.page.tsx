import { Card, Col, Row } from 'antd';
import type { ComponentType } from 'react';
import { ContactPanel } from '../../components/contact-panel/contact-panel.tsx';
import './home.css';

export interface AboutPageProps {
  /** the feedback form (在线留言); the app hands in the feedback feature's */
  FeedbackForm?: ComponentType;
}

/** /about 联系我们: the contact panel in full mode and the feedback form. */
export function AboutPage({ FeedbackForm }: AboutPageProps) {
  return (
    <div className="jk-home">
      <section className="jk-page-banner">
        <div>
          <h1>联系我们</h1>
          <p>选型咨询、数据纠错、插件获取、品牌入驻与企业私有库部署，欢迎与我们联系。</p>
        </div>
      </section>
      <div className="jk-page-body">
        <Row gutter={[24, 24]}>
          <Col span={14}>
            <Card title="联系方式">
              <ContactPanel mode="full" />
            </Card>
          </Col>
          <Col span={10}>
            <Card title="我们可以帮您">
              <ul className="jk-help-list">
                <li>查不到需要的零部件、元器件或材料牌号</li>
                <li>发现参数、模型或封装有误，需要纠正</li>
                <li>获取与您的设计软件版本匹配的插件</li>
                <li>为企业搭建只对成员可见的私有库</li>
                <li>通过开放平台接口接入件库数据</li>
              </ul>
            </Card>
          </Col>
          {FeedbackForm && (
            <Col span={24}>
              <Card title="在线留言">
                <FeedbackForm />
              </Card>
            </Col>
          )}
        </Row>
      </div>
    </div>
  );
}
