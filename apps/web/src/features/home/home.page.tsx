import {
  ApiOutlined,
  ArrowRightOutlined,
  BuildOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  FilterOutlined,
  ThunderboltOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { Button, Card, Col, Row, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Library } from '../../components/library/library.ts';
import { LIBRARY_INFO } from '../../components/library/library-info.ts';
import { SearchBox } from '../../components/search-box/search-box.tsx';
import { getRuntimeConfig } from '../../lib/runtime-config.ts';
import { CAD_SOFTWARE, EDA_SOFTWARE } from './software.ts';
import './home.css';

const LIBRARY_ICON: Record<Library, ReactNode> = {
  part: <ToolOutlined />,
  component: <ApiOutlined />,
  mat: <ExperimentOutlined />,
};

const STRENGTHS: readonly { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <ExperimentOutlined />,
    title: '看得懂单位',
    text: '0.1uF、100nF、100000pF 是同一个值；18k、18kΩ、18 kΩ 都能搜到。参数统一换算后比较与筛选。',
  },
  {
    icon: <FilterOutlined />,
    title: '按范围筛选',
    text: '容值 1–10uF、耐压 ≥ 50V、公称直径 M6–M12：用数值区间筛参数，而不是在几百个选项里逐个勾选。',
  },
  {
    icon: <ThunderboltOutlined />,
    title: '参数对比与替代',
    text: '最多 10 个型号并排对比，差异高亮、较优值标出，可导出 Excel；按封装与额定值查找其他品牌可直接替换的型号。',
  },
  {
    icon: <BuildOutlined />,
    title: '材料对比',
    text: '304、316L、2205 等牌号并排：各标准牌号对照、力学性能与化学成分图表，成分取自牌号所属标准。',
  },
  {
    icon: <FileTextOutlined />,
    title: '数据有出处',
    text: '标准件尺寸取自标准原文，元器件取自厂商的型号规则，材料性能注明条件与来源；有数据手册的型号附官方链接。',
  },
];

function visibleLibraries(): Library[] {
  const config = getRuntimeConfig();
  return (['part', 'component', 'mat'] as const).filter(
    (l) => !(l === 'part' && config.ignorePart) && !(l === 'component' && config.ignoreComponent),
  );
}

/** The global search of the home page: the library chosen first, then the typed search of that library. */
function GlobalSearch({ libraries }: { libraries: Library[] }) {
  const [library, setLibrary] = useState<Library | undefined>(libraries[0]);
  if (!library) return null;
  return (
    <div className="jk-hero-search">
      <SearchBox
        library={library}
        size="large"
        prefix={
          <div className="jk-search-box-prefix">
            {/* A native select (issue 17: antd's Select was 22 KB gzipped of the home page's first load). */}
            <select
              aria-label="选择资源库"
              className="jk-search-box-library"
              value={library}
              onChange={(event) => setLibrary(event.target.value as Library)}
            >
              {libraries.map((l) => (
                <option key={l} value={l}>
                  {LIBRARY_INFO[l].title}
                </option>
              ))}
            </select>
          </div>
        }
        placeholder="搜索型号、名称、标准或参数，如 0.1uF 0603、GB/T 5782 M8、Q235"
      />
    </div>
  );
}

/** The home page: the product promise, the three libraries, why Jianku and the supported software. */
// long because the component's state, effects and handlers work on one render; split it when it grows (issue 16)
export function HomePage() {
  const navigate = useNavigate();
  const libraries = visibleLibraries();
  const first = libraries[0];

  return (
    <div className="jk-home">
      <section className="jk-hero">
        <div className="jk-hero-inner">
          <div className="jk-hero-copy">
            <div className="jk-hero-eyebrow">零部件 · 元器件 · 材料</div>
            <h1 className="jk-hero-title">
              工程师的选型资源库，
              <br />
              从查到用一步到位
            </h1>
            <p className="jk-hero-text">
              国家标准件、电子元器件与工程材料集中收录。参数单位统一、支持按范围筛选，可并排对比参数、
              查找跨品牌替代型号、对照材料牌号与化学成分。
            </p>
            <GlobalSearch libraries={libraries} />
            <div className="jk-hero-actions">
              {first && (
                <Button type="primary" size="large" onClick={() => navigate(`/${first}`)}>
                  进入{LIBRARY_INFO[first].title}
                </Button>
              )}
              <Button size="large" ghost onClick={() => navigate('/download')}>
                了解设计软件插件
              </Button>
            </div>
          </div>
          <div className="jk-hero-visual" aria-hidden="true">
            <div className="jk-hero-chip jk-hero-chip--a">
              <span className="jk-hero-chip-label">电容</span>
              <strong>0.1uF</strong>
              <span className="jk-hero-eq">=</span>
              <strong>100nF</strong>
            </div>
            <div className="jk-hero-chip jk-hero-chip--b">
              <span className="jk-hero-chip-label">紧固件</span>
              <strong>GB/T 5782</strong>
              <span>M8 × 40</span>
            </div>
            <div className="jk-hero-chip jk-hero-chip--c">
              <span className="jk-hero-chip-label">材料</span>
              <strong>45 钢</strong>
              <span className="jk-hero-eq">≈</span>
              <strong>AISI 1045</strong>
            </div>
          </div>
        </div>
      </section>

      <section className="jk-home-section">
        <h2 className="jk-section-title">三大资源库</h2>
        <p className="jk-section-lead">按工程领域分库整理，每一条数据都来自真实标准与真实产品。</p>
        <Row gutter={[24, 24]}>
          {libraries.map((library) => {
            const info = LIBRARY_INFO[library];
            return (
              <Col key={library} span={24 / libraries.length}>
                <Link to={`/${library}`} className={`jk-library-card jk-library-card--${library}`}>
                  <div className="jk-library-card-icon">{LIBRARY_ICON[library]}</div>
                  <div className="jk-library-card-title">{info.title}</div>
                  <div className="jk-library-card-covers">{info.covers}</div>
                  <div className="jk-library-card-tags">
                    {info.offers.map((offer) => (
                      <Tag key={offer}>{offer}</Tag>
                    ))}
                  </div>
                  <span className="jk-library-card-more">
                    进入{info.title} <ArrowRightOutlined />
                  </span>
                </Link>
              </Col>
            );
          })}
        </Row>
      </section>

      <section className="jk-home-section jk-home-section--white">
        <h2 className="jk-section-title">为什么选择件库</h2>
        <p className="jk-section-lead">针对工程师在选型网站上最常遇到的问题而设计。</p>
        <div className="jk-strengths">
          {STRENGTHS.map((s) => (
            <Card key={s.title} className="jk-strength" variant="borderless">
              <div className="jk-strength-icon">{s.icon}</div>
              <div className="jk-strength-title">{s.title}</div>
              <p className="jk-strength-text">{s.text}</p>
            </Card>
          ))}
        </div>
      </section>

      <section className="jk-home-section">
        <h2 className="jk-section-title">支持的设计软件</h2>
        <p className="jk-section-lead">
          件库的插件模式可在设计软件的窄窗口中搜索与查看参数；螺栓、螺母、垫圈、深沟球轴承与贴片电阻等条目页可预览三维模型并下载
          STEP、STL、GLB；元器件提供 KiCad 原理图符号、封装与 HTTP 库，其他 EDA 软件的原生库格式暂未提供。
        </p>
        <Row gutter={[24, 24]}>
          <Col span={12}>
            <Card title="CAD 三维设计" className="jk-software-card">
              <div className="jk-software-list">
                {CAD_SOFTWARE.map((s) => (
                  <span key={s.name} className="jk-software-item">
                    {s.name}
                  </span>
                ))}
              </div>
            </Card>
          </Col>
          <Col span={12}>
            <Card title="EDA 电子设计" className="jk-software-card">
              <div className="jk-software-list">
                {EDA_SOFTWARE.map((s) => (
                  <span key={s.name} className="jk-software-item">
                    {s.name}
                  </span>
                ))}
              </div>
            </Card>
          </Col>
        </Row>
        <div className="jk-home-cta">
          <span>想在自己的设计软件里使用件库？</span>
          <Button type="primary" onClick={() => navigate('/download')}>
            查看插件说明
          </Button>
        </div>
      </section>
    </div>
  );
}
