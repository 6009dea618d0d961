import {
  AuthText,
  decodeKeywordList,
  LibraryTabText,
  LibraryTitle,
  NavText,
  UserMenuText,
} from '@jianku/rules';
import { Spin } from 'antd';
import { type ComponentType, type LazyExoticComponent, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LIBRARIES, type Library } from '../components/library/library.ts';
import type { RouteHandle } from '../components/tab-bar/route-handle.ts';
import { loadUser } from '../features/auth/session/session-loader.ts';
import { lazyWithPreload, lazyWithReload } from '../lib/module-reload.ts';
import { getRuntimeConfig } from '../lib/runtime-config.ts';
import { usePluginStore } from '../stores/plugin.store.ts';
import { AppRoot } from './app-root.tsx';
import { RouteErrorPage } from './error-boundary.tsx';
import { HomeLayout } from './layouts/home.layout.tsx';
import { PluginLayout, pluginLibrary } from './layouts/plugin.layout.tsx';
import { PortalLayout } from './layouts/portal.layout.tsx';
import { ShellLayout } from './layouts/shell.layout.tsx';
import { SimpleLayout } from './layouts/simple.layout.tsx';
import { VendorLayout } from './layouts/vendor.layout.tsx';

// Every page is its own chunk (spec §4: a failed chunk load reloads the page once).
const HomePage = lazyWithReload(() =>
  import('../features/home/home.page.tsx').then((m) => ({ default: m.HomePage })),
);
const DownloadPage = lazyWithReload(() =>
  import('../features/home/download.page.tsx').then((m) => ({ default: m.DownloadPage })),
);
const AboutPage = lazyWithReload(() =>
  import('../features/home/about.page.tsx').then((m) => ({ default: m.AboutPage })),
);
const BrandEntryPage = lazyWithReload(() =>
  import('../features/home/brand-entry.page.tsx').then((m) => ({ default: m.BrandEntryPage })),
);
const LibraryHomePage = lazyWithReload(() =>
  import('../features/catalog/library-home.page.tsx').then((m) => ({ default: m.LibraryHomePage })),
);
const CategoryPage = lazyWithReload(() =>
  import('../features/catalog/pages/category.page.tsx').then((m) => ({ default: m.CategoryPage })),
);
const BrandListPage = lazyWithReload(() =>
  import('../features/catalog/pages/brand-list.page.tsx').then((m) => ({ default: m.BrandListPage })),
);
const BrandDetailPage = lazyWithReload(() =>
  import('../features/catalog/pages/brand-detail.page.tsx').then((m) => ({ default: m.BrandDetailPage })),
);
// The item and results pages can be fetched with their first answer before the first render (first-page.ts).
export const ItemDetailPage = lazyWithPreload(() =>
  import('../features/catalog/pages/item-detail.page.tsx').then((m) => ({ default: m.ItemDetailPage })),
);
// 材料对比 (SPEC-2.41): its own chunk with ECharts; the material page's composition and equivalents
// sections come from the same feature and are handed to the item page here (features do not import
// each other).
const MaterialComparePage = lazyWithReload(() =>
  import('../features/materials/pages/material-compare.page.tsx').then((m) => ({
    default: m.MaterialComparePage,
  })),
);
const MaterialItemSections = lazyWithReload(() =>
  import('../features/materials/components/material-item-sections.tsx').then((m) => ({
    default: m.MaterialItemSections,
  })),
);
const BomPage = lazyWithReload(() =>
  import('../features/bom/pages/bom.page.tsx').then((m) => ({ default: m.BomPage })),
);
const Search3dPage = lazyWithReload(() =>
  import('../features/search3d/pages/search3d.page.tsx').then((m) => ({ default: m.Search3dPage })),
);
const BomMinePage = lazyWithReload(() =>
  import('../features/bom/pages/bom-mine.page.tsx').then((m) => ({ default: m.BomMinePage })),
);
const MyBoms = lazyWithReload(() =>
  import('../features/bom/components/my-boms.tsx').then((m) => ({ default: m.MyBoms })),
);
const ComparePage = lazyWithReload(() =>
  import('../features/compare/pages/compare.page.tsx').then((m) => ({ default: m.ComparePage })),
);
const AlternatesSection = lazyWithReload(() =>
  import('../features/alternates/components/alternates-section.tsx').then((m) => ({
    default: m.AlternatesSection,
  })),
);
const SimilarityPage = lazyWithReload(() =>
  import('../features/alternates/pages/similarity.page.tsx').then((m) => ({ default: m.SimilarityPage })),
);
export const SearchPage = lazyWithPreload(() =>
  import('../features/search/pages/search.page.tsx').then((m) => ({ default: m.SearchPage })),
);
// The enterprise library (/part/brand-detail/{orgId}?type=1) shows the search feature's results with scope org;
// its tag and 加入企业库 action go on the item pages.
const OrgLibraryPage = lazyWithReload(() =>
  import('../features/org-library/pages/org-library.page.tsx').then((m) => ({ default: m.OrgLibraryPage })),
);
const OrgItemAction = lazyWithReload(() =>
  import('../features/org-library/components/link-to-org.tsx').then((m) => ({ default: m.OrgItemAction })),
);
// The warehouse (the user menu's 仓库) and the audit log of the organisation, under its library's address
const WarehousePage = lazyWithReload(() =>
  import('../features/warehouse/pages/warehouse.page.tsx').then((m) => ({ default: m.WarehousePage })),
);
const AuditLogPage = lazyWithReload(() =>
  import('../features/warehouse/pages/audit-log.page.tsx').then((m) => ({ default: m.AuditLogPage })),
);
function OrgLibrary() {
  return <OrgLibraryPage results={SearchPage} />;
}
const LoginPage = lazyWithReload(() =>
  import('../features/auth/pages/login.page.tsx').then((m) => ({ default: m.LoginPage })),
);
const RegisterPage = lazyWithReload(() =>
  import('../features/auth/pages/register.page.tsx').then((m) => ({ default: m.RegisterPage })),
);
const WechatRegisterPage = lazyWithReload(() =>
  import('../features/auth/pages/wechat-register.page.tsx').then((m) => ({ default: m.WechatRegisterPage })),
);
const SsoPage = lazyWithReload(() =>
  import('../features/auth/pages/sso.page.tsx').then((m) => ({ default: m.SsoPage })),
);
const UserCenterPage = lazyWithReload(() =>
  import('../features/user/user-center.page.tsx').then((m) => ({ default: m.UserCenterPage })),
);
const MyInfoPage = lazyWithReload(() =>
  import('../features/user/my-info.page.tsx').then((m) => ({ default: m.MyInfoPage })),
);
/** The accounts feature's QR frame, handed to the personal centre for WeChat binding. */
const WechatBindFrame = lazyWithReload(() =>
  import('../features/auth/components/wechat-qr-login.tsx').then((m) => ({ default: m.WechatQrLogin })),
);
/** The feedback feature's pieces, handed to the personal centre, /about and /brand-entry. */
const MySubmissions = lazyWithReload(() =>
  import('../features/feedback/components/my-submissions.tsx').then((m) => ({ default: m.MySubmissions })),
);
/** The personal feature's star (item pages) and lists (personal centre). */
const FavouriteStar = lazyWithReload(() =>
  import('../features/personal/components/favourite-star.tsx').then((m) => ({ default: m.FavouriteStar })),
);
const MyItems = lazyWithReload(() =>
  import('../features/personal/components/my-items.tsx').then((m) => ({ default: m.MyItems })),
);
/** The org feature's 企业 tab, handed to the personal centre. */
const OrgSection = lazyWithReload(() =>
  import('../features/org/components/org-section.tsx').then((m) => ({ default: m.OrgSection })),
);
const FeedbackPanel = lazyWithReload(() =>
  import('../features/feedback/components/feedback-panel.tsx').then((m) => ({ default: m.FeedbackPanel })),
);
const BrandEntryForm = lazyWithReload(() =>
  import('../features/feedback/components/brand-entry-form.tsx').then((m) => ({ default: m.BrandEntryForm })),
);
const FeedbackManagePage = lazyWithReload(() =>
  import('../features/feedback/manage.page.tsx').then((m) => ({ default: m.ManagePage })),
);
/** The vendor page (/vendor/{key}, SPEC-2.18): an organisation's published showcase, in its own layout. */
const VendorPage = lazyWithReload(() =>
  import('../features/vendor/pages/vendor.page.tsx').then((m) => ({ default: m.VendorPage })),
);
const ForbiddenPage = lazyWithReload(() =>
  import('./error-pages/forbidden.page.tsx').then((m) => ({ default: m.ForbiddenPage })),
);
const NotFoundPage = lazyWithReload(() =>
  import('./error-pages/not-found.page.tsx').then((m) => ({ default: m.NotFoundPage })),
);
const CodeErrorPage = lazyWithReload(() =>
  import('./error-pages/code-error.page.tsx').then((m) => ({ default: m.CodeErrorPage })),
);

function PageLoading() {
  return (
    <div className="jk-page-loading">
      <Spin size="large" />
    </div>
  );
}

// biome-ignore lint/suspicious/noExplicitAny: any page component
function page(Page: LazyExoticComponent<ComponentType<any>>, props: Record<string, unknown> = {}) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page {...props} />
    </Suspense>
  );
}

/** The browser title of a search (issue 17): `M8 - 零部件搜索`, `零部件搜索` without keywords. */
export function searchDocumentTitle(library: Library, query: URLSearchParams): string {
  const what = `${LibraryTitle[library].replace(/库$/, '')}搜索`;
  const words = decodeKeywordList(query.get('keyWords')).join(' ');
  return words ? `${words} - ${what}` : what;
}

/** The first library a deployment shows, where / goes when ignoreHome hides the home page. */
export function firstLibraryPath(): string {
  const config = getRuntimeConfig();
  const library = LIBRARIES.find(
    (l) => !(l === 'part' && config.ignorePart) && !(l === 'component' && config.ignoreComponent),
  );
  return `/${library ?? 'mat'}`;
}

/** Home, unless the deployment hides it (ignoreHome): then the first library. */
function HomeRoute() {
  return getRuntimeConfig().ignoreHome ? <Navigate to={firstLibraryPath()} replace /> : page(HomePage);
}

/** The plugin's start page: the library of its design tool (EDA → components, CAD → parts). */
function PluginHome() {
  const softwareType = usePluginStore((s) => s.softwareType);
  return page(LibraryHomePage, { library: pluginLibrary(softwareType) });
}

const homeHandle: RouteHandle = { title: NavText.home };
/** The plugin's start page (the plugin layout has no tab bar: this titles the browser only). */
const PLUGIN_TITLE = '件库插件';

function libraryRoute(library: Library): RouteObject {
  return { path: library, element: <PortalLayout library={library} />, children: libraryPages(library) };
}

/** The pages of a library, below its layout. */
function libraryPages(library: Library): RouteObject[] {
  return [
    {
      index: true,
      element: page(LibraryHomePage),
      handle: { title: LibraryTitle[library], cache: true } satisfies RouteHandle,
    },
    // The catalogue: pages retitle their tab once loaded (the category's name, the item's model, the brand).
    { path: 'category/:id', element: page(CategoryPage), handle: { title: '分类' } satisfies RouteHandle },
    {
      path: 'detail/:id',
      element: page(
        ItemDetailPage,
        library === 'mat'
          ? { materialSections: MaterialItemSections, favouriteStar: FavouriteStar }
          : { alternatesSection: AlternatesSection, favouriteStar: FavouriteStar, orgAction: OrgItemAction },
      ),
      handle: { title: '详情' } satisfies RouteHandle,
    },
    // Search results (SPEC-2.04): kept alive, so the filters survive a visit to another tab.
    {
      path: 'search',
      element: page(SearchPage),
      handle: {
        title: '搜索结果',
        cache: true,
        documentTitleOf: (query) => searchDocumentTitle(library, query),
      } satisfies RouteHandle,
    },
    // 材料对比 of materials (SPEC-2.41), 参数对比 of parts and components (SPEC-2.39): the comparison
    // is in the address (?ids=1,2,3)
    {
      path: 'compare',
      element: library === 'mat' ? page(MaterialComparePage) : page(ComparePage),
      handle: { title: library === 'mat' ? '材料对比' : LibraryTabText.compare } satisfies RouteHandle,
    },
    { path: 'brand-page', element: page(BrandListPage), handle: { title: '厂商' } satisfies RouteHandle },
    // 3D搜索 (SPEC-2.08): the query in the address (?q= an upload, ?item= an item); materials: no models
    { path: 'search3D', element: page(Search3dPage), handle: { title: '3D搜索' } satisfies RouteHandle },
    // Alternates (SPEC-2.07 /component/similarity; parts have it too, for their item pages' section)
    ...(library === 'mat'
      ? []
      : [
          {
            path: 'similarity',
            element: page(SimilarityPage),
            handle: { title: '替代/相似' } satisfies RouteHandle,
          },
        ]),
    {
      path: 'brand-detail/:brandId',
      element: page(BrandDetailPage, { orgLibrary: OrgLibrary }),
      handle: { title: '厂商详情' } satisfies RouteHandle,
    },
    ...(library === 'part'
      ? [
          {
            path: 'brand-detail/:brandId/warehouse',
            element: page(WarehousePage),
            handle: { title: '仓库' } satisfies RouteHandle,
          },
          {
            path: 'brand-detail/:brandId/audit',
            element: page(AuditLogPage),
            handle: { title: '审计日志' } satisfies RouteHandle,
          },
        ]
      : []),
  ];
}

/**
 * The route table of spec §2. Pages not built yet (search results, brand pages, ...) are added by their
 * issues; until then their paths fall through to the error routes.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <AppRoot />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Home and portal pages share the header, the tab bar (with cached tabs) and the footer.
        element: <ShellLayout />,
        children: [
          {
            element: <HomeLayout />,
            children: [
              { index: true, element: <HomeRoute />, handle: homeHandle },
              { path: 'home', element: <HomeRoute />, handle: homeHandle },
              { path: 'download', element: page(DownloadPage), handle: { title: NavText.download } },
              {
                path: 'about',
                element: page(AboutPage, { FeedbackForm: FeedbackPanel }),
                handle: { title: NavText.about },
              },
              {
                path: 'brand-entry',
                element: page(BrandEntryPage, { ApplyForm: BrandEntryForm }),
                handle: { title: NavText.brandEntry },
              },
            ],
          },
          ...LIBRARIES.map(libraryRoute),
          {
            // BOM 匹配 (issue 15): in the component library's frame, so that 加入对比 fills the tray it shows
            path: 'bom',
            element: <PortalLayout library="component" />,
            children: [
              { index: true, element: page(BomPage), handle: { title: 'BOM 匹配' } satisfies RouteHandle },
              {
                path: 'mine',
                element: page(BomMinePage),
                handle: { title: '我的 BOM' } satisfies RouteHandle,
              },
              { path: ':id', element: page(BomPage), handle: { title: 'BOM 匹配' } satisfies RouteHandle },
            ],
          },
          {
            // The personal centre, in the portal layout's frame (SPEC-2.10).
            path: 'user',
            element: page(UserCenterPage, {
              WechatBind: WechatBindFrame,
              MySubmissions,
              OrgSection,
              MyItems,
              MyBoms,
              reloadUser: loadUser,
            }),
            handle: { title: UserMenuText.personalCenter } satisfies RouteHandle,
          },
          {
            // Personal info, where the platform side lands after binding WeChat (SPEC-2.11, SPEC-4.35).
            path: 'personalCenter/myInfo',
            element: page(MyInfoPage, { WechatBind: WechatBindFrame }),
            handle: { title: '个人信息' } satisfies RouteHandle,
          },
          {
            // The management platform's first page: feedback and brand entry, for operators (the server checks).
            path: 'admin/feedback',
            element: page(FeedbackManagePage),
            handle: { title: '反馈管理' } satisfies RouteHandle,
          },
        ],
      },
      {
        path: 'plugin',
        element: <PluginLayout />,
        children: [
          {
            index: true,
            element: <PluginHome />,
            handle: { documentTitle: PLUGIN_TITLE } satisfies RouteHandle,
          },
          {
            path: 'wechatregister',
            element: page(WechatRegisterPage, { plugin: true }),
            handle: { documentTitle: AuthText.registerCenter } satisfies RouteHandle,
          },
          // Plugin mode's library pages (/plugin/part, /plugin/component/search, /plugin/mat/detail/1, ...):
          // the same pages in the plugin layout (SPEC-2.19 "/plugin/... variants exist").
          ...LIBRARIES.map(libraryRoute),
        ],
      },
      {
        // SPEC-2.18 /vendor/jckey: a vendor page with its own layout (no library header or tab bar)
        path: 'vendor',
        element: <VendorLayout />,
        children: [
          { index: true, element: <Navigate to="/404" replace /> },
          {
            path: ':key',
            element: page(VendorPage),
            handle: { documentTitle: '厂商主页' } satisfies RouteHandle,
          },
        ],
      },
      {
        element: <SimpleLayout />,
        children: [
          { path: 'login', element: page(LoginPage), handle: { title: AuthText.loginCenter } },
          { path: 'register', element: page(RegisterPage), handle: { title: AuthText.registerCenter } },
          { path: 'sso', element: page(SsoPage), handle: { title: AuthText.thirdPartyAuth } },
          {
            path: 'wechatregister',
            element: page(WechatRegisterPage),
            handle: { title: AuthText.registerCenter },
          },
          // Titled for the browser's title bar only (the page's own heading says it already).
          {
            path: '403',
            element: page(ForbiddenPage),
            handle: { documentTitle: '无访问权限' } satisfies RouteHandle,
          },
          {
            path: '404',
            element: page(NotFoundPage),
            handle: { documentTitle: '页面不存在' } satisfies RouteHandle,
          },
          {
            path: ':code',
            element: page(CodeErrorPage),
            handle: { documentTitle: '请求出错' } satisfies RouteHandle,
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
