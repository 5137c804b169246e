#!/usr/bin/env python3
"""Generate the Xiyue (creator-studio / fans-h5) labeled evaluation library.

Writes experiences.jsonl and queries.jsonl next to this script.
All content is hand-written; there is no randomness.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ENTRIES = []
QUERIES = []


def E(id, title, body, project, asset_type, status, branches=None, applies_to=None,
      assets=None, conditions=None, counter=None, source=None, updated=None):
    e = {"id": id, "title": title, "body": body.strip("\n"), "project": project}
    if branches is not None:
        e["branches"] = branches
    if applies_to is not None:
        e["applies_to"] = applies_to
    e["asset_type"] = asset_type
    if assets is not None:
        e["assets"] = assets
    e["status"] = status
    if conditions is not None:
        e["conditions"] = conditions
    if counter is not None:
        e["counter_conditions"] = counter
    if source is not None:
        e["source"] = source
    if updated is not None:
        e["updated_at"] = updated
    ENTRIES.append(e)


CS = "creator-studio"
FH = "fans-h5"
MAINFEAT = ["main", "feature/*"]
REL = ["release/*"]

# ---------------------------------------------------------------------------
# creator-studio: Vue 3.4 + Naive UI 2.38 + Pinia 2 + vue-router 4 + ECharts 5
#              -> React 18 + antd 5 (antd 4 on release/2025q3) + zustand 4
#                 + TanStack Query 5 + react-router 6
# ---------------------------------------------------------------------------

E("exp-xy-0001",
  "VideoListTable: n-data-table remote 分页 → antd Table + useQuery(placeholderData: keepPreviousData)",
  """
这个 n-data-table 的 remote 分页 直接换成 useQuery + keepPreviousData 就行。注意 v5 里已经没有 `keepPreviousData: true` 这个 option 了，要写成 `placeholderData: keepPreviousData`（从 @tanstack/react-query import 出来的函数）。

```tsx
import { useQuery, keepPreviousData } from '@tanstack/react-query';

const [page, setPage] = useState({ current: 1, pageSize: 20 });
const { data, isFetching } = useQuery({
  queryKey: ['creator', 'videos', page, filters],
  queryFn: () => fetchVideoList({ ...filters, page: page.current, size: page.pageSize }),
  placeholderData: keepPreviousData,
});

<Table
  rowKey="videoId"
  loading={isFetching}
  dataSource={data?.list}
  pagination={{ ...page, total: data?.total, showSizeChanger: true }}
  onChange={(p) => setPage({ current: p.current!, pageSize: p.pageSize! })}
/>
```

n-data-table 的 `remote` + `@update:page` / `@update:page-size` 在 antd 里就是 `onChange` 的第一个参数 pagination，不用再自己维护 loading ref。翻页时旧数据一直在，表格不会闪成空白。pageSize 变了记得把 current 重置成 1，不然后端会返回空页。
""",
  CS, "component", "verified", branches=MAINFEAT,
  applies_to={"antd": ">=5 <6", "@tanstack/react-query": "^5"},
  assets=["VideoListTable"],
  conditions="服务端分页（total 由 /api/creator/videos 返回），antd 5 + TanStack Query v5",
  counter="前端本地分页（一次性拉全量再在前端切页）不适用，直接用 Table 自带的 pagination；release/2025q3（antd 4）看 release 分支那条",
  source="PR creator-studio#1187", updated="2025-06-18")

E("exp-xy-0002",
  "[release/2025q3] VideoListTable remote 分页 on antd 4.24",
  """
release/2025q3 还是 antd 4.24，VideoListTable 的 remote 分页思路跟 main 一样（useQuery + `placeholderData: keepPreviousData`），几个 antd 4 的差异：

1. antd 4 的 Table 没有 `virtual` prop，别从 main 抄过来，TS 会直接报错；
2. antd 4 的 pagination 默认 `size` 是 default，设计稿是小号，要显式写 `size: 'small'`；
3. antd 4 的 Spin 遮罩比较重，loading 建议用 `isFetching && !isPlaceholderData`，翻页时只在右上角显示一个小 loading。

```tsx
<Table
  rowKey="videoId"
  loading={isFetching && !isPlaceholderData}
  dataSource={data?.list}
  pagination={{ current, pageSize, total: data?.total, size: 'small' }}
  onChange={({ current, pageSize }) => setPage({ current: current!, pageSize: pageSize! })}
/>
```
""",
  CS, "component", "verified", branches=REL,
  applies_to={"antd": "^4.24", "@tanstack/react-query": "^5"},
  assets=["VideoListTable"],
  conditions="release/* 分支，antd 4.24.x",
  counter="main / feature 分支（antd 5）用 main 那条；前端本地分页不适用",
  source="PR creator-studio#1240", updated="2025-07-02")

E("exp-xy-0003",
  "[过时] useQuery keepPreviousData: true 保留上一页数据",
  """
⚠️ 已过时（TanStack Query 升到 v5 之后不再成立）。

当时 VideoListTable 翻页闪白的处理：useQuery 里加 `keepPreviousData: true`，配合 `isPreviousData` 判断 loading：

```ts
useQuery(['videos', page], () => fetchVideoList(page), { keepPreviousData: true });
```

v5 移除了 `keepPreviousData` 和 `isPreviousData`，改成 `placeholderData: keepPreviousData` + `isPlaceholderData`，见 exp-xy-0001。
""",
  CS, "component", "deprecated", branches=["*"],
  applies_to={"@tanstack/react-query": "^4"},
  assets=["VideoListTable"],
  source="Slack #fe-migration 2025-03-27", updated="2025-06-18")

E("exp-xy-0004",
  "VideoListTable 批量勾选：checked-row-keys → rowSelection，跨页保留",
  """
n-data-table 的 `v-model:checked-row-keys` 对应 antd 的 `rowSelection.selectedRowKeys` + `onChange`。

坑：remote 分页时，antd 默认会把不在当前 dataSource 里的 key 丢掉 —— 翻到第二页再回来，第一页勾的全没了。批量下架 / 批量改可见范围 要跨页勾选，必须加 `preserveSelectedRowKeys: true`（antd 4.4 起就有，release 分支也能用）。

```tsx
rowSelection={{
  selectedRowKeys: keys,
  onChange: (ks) => setKeys(ks as string[]),
  preserveSelectedRowKeys: true,
  getCheckboxProps: (r: VideoRow) => ({ disabled: r.status === 'banned' }),
}}
```

另外 Naive 的 `{ type: 'selection' }` 那一列要从 columns 里删掉，antd 会自己渲染勾选列；原来写在 selection 列上的 `disabled(row)` 挪到 `getCheckboxProps`。
""",
  CS, "component", "verified", branches=["*"],
  applies_to={"antd": ">=4.4 <6"},
  assets=["VideoListTable"],
  conditions="表格需要多选 / 批量操作",
  source="PR creator-studio#1193", updated="2025-06-20")

E("exp-xy-0005",
  "n-data-table columns 的 render(h) → antd column.render 返回 JSX",
  """
Naive 的 columns 里 `render(row, index)` 用 `h(NTag, ...)`，搬到 antd 直接返回 JSX。两个最容易踩的点：
- 参数顺序：antd 是 `render(value, record, index)`，第一个参数是 dataIndex 对应的值，不是整行！照抄 `render(row)` 会拿到字符串。
- Naive 的 column `key` 同时当字段名用，antd 要分开写 `dataIndex` + `key`，否则 sorter / filter 拿不到字段。

```tsx
{ title: '状态', dataIndex: 'status', key: 'status',
  render: (_: unknown, r: VideoRow) => <Tag color={STATUS_COLOR[r.status]}>{STATUS_TEXT[r.status]}</Tag> }
```
VideoListTable 和 CommentAuditTable 都这么改的。
""",
  CS, "component", "verified", branches=["*"],
  assets=["VideoListTable", "CommentAuditTable"],
  source="PR creator-studio#1187", updated="2025-06-18")

E("exp-xy-0006",
  "useCreatorStore: Pinia + pinia-plugin-persistedstate → zustand persist，localStorage key 兼容",
  """
useCreatorStore（Pinia + pinia-plugin-persistedstate）→ zustand `persist`。

老 key 是 `xy-creator`，里面存的是整个 state 的 JSON；zustand persist 存的格式是 `{"state": {...}, "version": 1}`，直接复用同名 key 会读出 undefined，然后把老数据覆盖掉。做法：name 换成 `xy-creator-v2`，再写一个一次性的 bootstrap 把老 key 读进来：

```ts
export const useCreatorStore = create<CreatorState>()(
  persist(
    (set) => ({ profile: null, draftId: null, setProfile: (p) => set({ profile: p }) }),
    {
      name: 'xy-creator-v2',
      version: 1,
      partialize: (s) => ({ profile: s.profile, draftId: s.draftId }),
    },
  ),
);

const legacy = localStorage.getItem('xy-creator');
if (legacy && !localStorage.getItem('xy-creator-v2')) {
  useCreatorStore.setState(JSON.parse(legacy));
}
```

- partialize 一定要写：token、临时 UI 状态不该进 localStorage。
- 双跑期间 Vue 页面还在读 `xy-creator`，所以 `localStorage.removeItem('xy-creator')` 要等灰度 100% 之后再加。
""",
  CS, "store", "verified", branches=["*"],
  applies_to={"zustand": "^4"},
  assets=["useCreatorStore"],
  conditions="单个 tab 内的持久化；双跑期间新老 key 并存",
  counter="不处理多个浏览器 tab 之间的同步（storage 事件 / 跨 tab 广播），这个看 PublishWizard 草稿丢失复盘 exp-xy-0053",
  source="PR creator-studio#1102", updated="2025-05-30")

E("exp-xy-0007",
  "storeToRefs 解构 → zustand selector + useShallow",
  """
Pinia 里 `const { profile, stats } = storeToRefs(store)` 这种解构，到 zustand 千万别写成 `const { profile, stats } = useCreatorStore()` —— 这样 store 里任何字段变都会 rerender 整个组件（大盘页卡顿就是这么来的）。

单字段直接 selector，多字段用 useShallow：

```ts
import { useShallow } from 'zustand/react/shallow';

const profile = useCreatorStore((s) => s.profile);
const { profile, stats } = useCreatorStore(
  useShallow((s) => ({ profile: s.profile, stats: s.stats })),
);
```

useShallow 是 zustand 4.4 加的；actions 不用放进 useShallow，actions 引用是稳定的，直接 `useCreatorStore((s) => s.setProfile)`。
""",
  CS, "store", "verified", branches=["*"],
  applies_to={"zustand": ">=4.4 <5"},
  assets=["useCreatorStore"],
  counter="zustand 5 的行为不同（selector 返回新对象会死循环），不要套用",
  source="Slack #fe-migration 2025-06-03", updated="2025-06-03")

E("exp-xy-0008",
  "Pinia $subscribe / $onAction → zustand subscribeWithSelector (checklist)",
  """
Pinia `store.$subscribe((mutation, state) => ...)` → zustand `subscribeWithSelector` middleware + `useStore.subscribe(selector, listener)`.
`$onAction` has no direct equivalent — wrap the action by hand if you need before/after hooks.

检查项：
- [ ] subscribe 返回的 unsubscribe 一定放在 useEffect cleanup 里
- [ ] 需要立刻触发一次的场景加 `{ fireImmediately: true }`
- [ ] selector 返回对象时传 `equalityFn: shallow`，否则每次 set 都会触发
- [ ] 原来 `$subscribe` 的 `{ detached: true }` 语义：store 级订阅放模块顶层，不要放组件里
""",
  CS, "store", "candidate", branches=["*"],
  applies_to={"zustand": "^4"},
  assets=["useCreatorStore", "useDraftStore"],
  source="Slack #fe-migration 2025-06-10", updated="2025-06-10")

E("exp-xy-0009",
  "useCreatorStatsStore 轮询实时数据 → useQuery refetchInterval（待 review）",
  """
useCreatorStatsStore 里是 `onMounted(() => timer = setInterval(fetchStats, 30000))` 拉实时播放/点赞数据，然后塞进 Pinia state。

React 这边打算不放 zustand 了，直接：
```ts
useQuery({
  queryKey: ['creator', 'stats', 'realtime', videoId],
  queryFn: () => fetchRealtimeStats(videoId),
  refetchInterval: 30_000,
  refetchIntervalInBackground: false, // 切到后台 tab 不拉
  staleTime: 25_000,
});
```
还没确认的：/api/stats/realtime 有限流（429），多个组件同一个 queryKey 会去重，但 staleTime 不配的话每次 mount 都会多打一次。等 @阿杰 压测完再转 verified。
""",
  CS, "store", "review_required", branches=["*"],
  applies_to={"@tanstack/react-query": "^5"},
  assets=["useCreatorStatsStore"],
  conditions="纯服务端数据的轮询",
  counter="需要在多个页面之间共享并且被本地修改的状态不适用，那种还是放 zustand",
  source="PR creator-studio#1251 (draft)", updated="2025-07-08")

E("exp-xy-0010",
  "vue-router beforeEach 登录/权限守卫 → RequireAuth + loader redirect",
  """
vue-router 的全局 `router.beforeEach((to) => { if (!token) return '/login?redirect=' + to.fullPath })` 在 react-router 6 里没有全局守卫。我们的做法分两层：

1. 数据路由（createBrowserRouter）的 loader 里做鉴权，没登录直接 `throw redirect('/login?redirect=' + encodeURIComponent(url.pathname + url.search))`；
2. 纯前端的角色判断（`meta.roles`）做成 `<RequireAuth roles={['creator']}>` 包在 element 外面，没权限渲染 403 页。

```tsx
{ path: 'data-center', loader: authLoader, element: <RequireAuth roles={['creator']}><DataCenter /></RequireAuth> }
```
`to.meta.title` 改成在 route 的 `handle: { title }` 里写，再用 `useMatches()` 取出来设 document.title。
""",
  CS, "router", "verified", branches=["*"],
  applies_to={"react-router-dom": ">=6.4"},
  assets=["router/guards.ts"],
  source="PR creator-studio#1044", updated="2025-05-12")

E("exp-xy-0011",
  "keep-alive 缓存列表页 → React 里怎么保留状态（待 review）",
  """
Vue 这边作品管理列表是 `<keep-alive :include="cachedViews">` + `meta.keepAlive`，进详情再返回，筛选条件、页码、滚动位置都在。

React 没有内置 keep-alive。试过 react-activation，在 React 18 + StrictMode 下 effect 执行两次 + Context 丢失，放弃。目前方案：
- 筛选条件和页码放到 URL search params（useSearchParams），返回时自然恢复；
- 列表数据靠 TanStack Query 缓存（staleTime 60s），返回时不重新请求；
- 滚动位置用 react-router 的 `<ScrollRestoration />`（要 data router）。

还没在评论审核页验证过（那个页面有 websocket 推送），先标 review_required。
""",
  CS, "router", "review_required", branches=["*"],
  applies_to={"react-router-dom": ">=6.4"},
  assets=["VideoManageList", "router/keepAlive"],
  source="Slack #fe-migration 2025-06-25", updated="2025-06-25")

E("exp-xy-0012",
  "router.push({ name, params }) 传非路径参数 → useNavigate state / search",
  """
Vue 这边有人用 `router.push({ name: 'VideoEdit', params: { id, from: 'list' } })` 偷偷传非路径参数，vue-router 4.1.4 之后控制台会报：

```
[Vue Router warn]: Discarded invalid param(s) "from" when navigating. See https://github.com/vuejs/router/blob/main/packages/router/CHANGELOG.md#414-2022-08-22 for more details.
```

迁到 React 时顺手改掉：路径参数进 path（`/video/:id/edit`），其余的要么放 search（`?from=list`，可分享、刷新不丢），要么用 `navigate('/video/1/edit', { state: { from: 'list' } })`（刷新后丢失，适合一次性的来源标记）。读取用 `useParams()` / `useSearchParams()` / `useLocation().state`。
""",
  CS, "router", "verified", branches=["*"],
  applies_to={"react-router-dom": ">=6"},
  assets=["VideoEdit"],
  source="PR creator-studio#1077", updated="2025-05-20")

E("exp-xy-0013",
  "vue-echarts <v-chart> → useECharts hook（StrictMode 重复 init、resize、dispose）",
  """
`<v-chart :option="option" autoresize />` 换成自己写的 useECharts hook，没用 echarts-for-react（它对 5.5 的 `setOption` replaceMerge 支持不好）。

StrictMode 下 effect 会跑两次，如果 init 之前不检查，控制台会刷：
```
[ECharts] There is a chart instance already initialized on the dom.
```
hook 核心：
```ts
export function useECharts(option: EChartsOption, theme = 'xy-light') {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts>();
  useEffect(() => {
    const el = ref.current!;
    chart.current = echarts.getInstanceByDom(el) ?? echarts.init(el, theme);
    const ro = new ResizeObserver(() => chart.current?.resize());
    ro.observe(el);
    return () => { ro.disconnect(); chart.current?.dispose(); chart.current = undefined; };
  }, [theme]);
  useEffect(() => { chart.current?.setOption(option, { notMerge: true }); }, [option]);
  return ref;
}
```
option 记得 useMemo，不然每次 render 都 setOption。
""",
  CS, "component", "verified", branches=["*"],
  applies_to={"echarts": "^5", "react": ">=18"},
  assets=["v-chart", "useECharts"],
  conditions="图表容器在挂载时就有尺寸",
  counter="图表挂在 antd Modal / Drawer 里、首次 open 前容器是 display:none（宽高为 0）的场景这里不覆盖，hook 不保证首次尺寸正确",
  source="PR creator-studio#1120", updated="2025-06-05")

E("exp-xy-0014",
  "ECharts registerTheme('xy-dark') 放模块顶层",
  """
Vue 那边是在 main.ts 里 `registerTheme('xy-dark', darkJson)`。React 里有人把 registerTheme 放进组件 effect，结果第一次 init 时主题还没注册，图表是默认配色，刷新一下又好了。

主题注册放在 `src/charts/theme.ts` 模块顶层，在 useECharts 文件里 `import './theme'`，保证先于任何 init 执行。切暗色模式要 dispose 后用新 theme 重新 init，ECharts 5 不支持运行时换 theme。
""",
  CS, "plugin", "verified", branches=["*"],
  applies_to={"echarts": "^5"},
  assets=["useECharts", "xy-dark"],
  source="commit 5c1e9a2", updated="2025-06-06")

E("exp-xy-0016",
  "useMessage / n-message-provider → antd 5 App.useApp()",
  """
Naive 的 `useMessage()` 要求外面包 `<n-message-provider>`；antd 5 里直接用静态 `message.success()` 能跑，但会报：

```
Warning: [antd: message] Static function can not consume context like dynamic theme. Please use 'App' component instead.
```
而且拿不到 ConfigProvider 的主题 token（暗色模式下提示是白底）。做法：根上包 `<App>`（antd 的，不是我们的 App.tsx），组件里：

```tsx
import { App } from 'antd';
const { message, notification, modal } = App.useApp();
message.success('发布成功');
```
非组件代码（axios 拦截器）里要用，就在根组件里把 `App.useApp()` 的结果存到一个模块变量 `staticMessage` 里。
""",
  CS, "component", "verified", branches=["*"],
  applies_to={"antd": ">=5.1 <6"},
  assets=["useMessage", "n-message-provider"],
  source="PR creator-studio#1010", updated="2025-05-08")

E("exp-xy-0017",
  "[release/2025q3] antd 4 里的 message：message.useMessage() + contextHolder",
  """
release/2025q3 是 antd 4.24，没有 `App` 组件（5.1 才加）。要让 message 吃到 ConfigProvider 的 prefixCls / 主题，用 hook 版：

```tsx
const [messageApi, contextHolder] = message.useMessage();
return (<>{contextHolder}<PublishButton onDone={() => messageApi.success('发布成功')} /></>);
```
contextHolder 必须渲染在 ConfigProvider 里面。全局 axios 拦截器里的错误提示在 release 分支上继续用静态 `message.error`，暂时接受样式不跟主题。
""",
  CS, "component", "verified", branches=REL,
  applies_to={"antd": "^4.24"},
  assets=["useMessage", "n-message-provider"],
  source="PR creator-studio#1236", updated="2025-07-01")

E("exp-xy-0018",
  "n-config-provider themeOverrides → antd 5 ConfigProvider theme token",
  """
Naive 的 `themeOverrides.common.primaryColor` → antd 5 `theme.token.colorPrimary`；组件级的 `themeOverrides.DataTable` → `theme.components.Table`。暗色用 `algorithm: theme.darkAlgorithm`，别再手写一套暗色变量。

```tsx
<ConfigProvider theme={{ token: { colorPrimary: '#FE2C55', borderRadius: 6 }, components: { Table: { headerBg: '#fafafa' } }, algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm }}>
```
Naive 的 `n-global-style` 没有对应物，body 背景色自己在 CSS 里写 `var(--xy-bg)`。
""",
  CS, "style", "verified", branches=["*"],
  applies_to={"antd": ">=5 <6"},
  assets=["n-config-provider", "themeOverrides"],
  source="PR creator-studio#998", updated="2025-04-28")

E("exp-xy-0019",
  "[release/2025q3] antd 4 动态主题：ConfigProvider.config + variable.css（待验证）",
  """
release 分支 antd 4.24 没有 token 体系。动态换主色只能用 4.17+ 的 CSS 变量方案：引 `antd/dist/antd.variable.min.css`，然后 `ConfigProvider.config({ theme: { primaryColor: '#FE2C55' } })`。

问题：variable.css 比普通 css 大 ~80KB，而且暗色模式 antd 4 本身不支持，只能 less modifyVars 打两套包。目前 release 分支只换了主色，暗色没做，等产品确认 release 分支要不要暗色再说。
""",
  CS, "style", "review_required", branches=REL,
  applies_to={"antd": "^4.24"},
  assets=["n-config-provider", "themeOverrides"],
  source="Slack #fe-migration 2025-07-03", updated="2025-07-03")

E("exp-xy-0020",
  "n-form rules 的 trigger → antd Form validateTrigger",
  """
Naive 的 rule 里写 `trigger: ['input', 'blur']`，antd 的 rule 没有 trigger 字段，要写在 Form.Item 上：`validateTrigger={['onChange', 'onBlur']}`。单条规则只想 blur 时校验：rule 里写 `validateTrigger: 'onBlur'`，同时 Form.Item 的 validateTrigger 要包含 onBlur，否则不生效。

Naive 的 `validator(rule, value)` 返回 boolean / Error；antd 的 `validator(rule, value)` 必须返回 Promise（`Promise.reject(new Error('标题不能超过 55 字'))`）。
""",
  CS, "component", "verified", branches=["*"],
  assets=["n-form", "PublishWizard"],
  source="PR creator-studio#1150", updated="2025-06-11")

E("exp-xy-0021",
  "n-form ref.validate() → form.validateFields() 的返回值与报错结构",
  """
`formRef.value.validate((errors) => {...})` 或 `await formRef.value.validate()`（失败 reject 一个 errors 二维数组）→ antd `await form.validateFields()`。

差别：antd 失败时 reject 的是 `{ values, errorFields: [{ name, errors }], outOfDate }`，原来 `errors[0][0].message` 的取法要改成 `e.errorFields[0].errors[0]`。滚到第一个错误：Form 上加 `scrollToFirstError`。只校验部分字段：`form.validateFields(['title', 'cover'])`。
""",
  CS, "component", "verified", branches=["*"],
  assets=["n-form", "PublishWizard"],
  source="PR creator-studio#1150", updated="2025-06-11")

E("exp-xy-0023",
  "useDialog → antd modal（App.useApp），onOk 返回 Promise 自动 loading",
  """
Naive `dialog.warning({ title, content, positiveText: '删除', onPositiveClick: async () => {...} })` → antd 5 `const { modal } = App.useApp(); modal.confirm({ title, content, okText: '删除', okButtonProps: { danger: true }, onOk: () => deleteVideo(id) })`.

onOk 返回 Promise 时按钮自动 loading，reject 时弹窗不关 —— 跟 Naive 的 `return false` 阻止关闭不一样，想阻止关闭就 throw。别用静态 `Modal.confirm`，理由同 message（吃不到主题）。
""",
  CS, "component", "verified", branches=["*"],
  applies_to={"antd": ">=5.1 <6"},
  assets=["useDialog"],
  source="PR creator-studio#1010", updated="2025-05-08")

E("exp-xy-0024",
  "n-date-picker（时间戳）→ antd 5 DatePicker（dayjs）",
  """
Naive 的 `n-date-picker` 的 `v-model:value` 是毫秒时间戳（number），antd 5 的 DatePicker value 是 dayjs 对象。我们的接口都是秒级时间戳，转换统一放在 Form 的 `getValueProps` / `normalize`：

```tsx
<Form.Item name="publishAt"
  getValueProps={(v) => ({ value: v ? dayjs.unix(v) : undefined })}
  normalize={(d) => (d ? d.unix() : undefined)}>
  <DatePicker showTime />
</Form.Item>
```
`dayjs/locale/zh-cn` 要在入口 import，并且 ConfigProvider 传 `locale={zhCN}`，否则周一/周日起始不对。Naive 的 `is-date-disabled` → `disabledDate`。
""",
  CS, "component", "verified", branches=["*"],
  applies_to={"antd": ">=5 <6"},
  assets=["n-date-picker", "PublishWizard"],
  counter="antd 4（release/2025q3）的 DatePicker 用 moment，不适用",
  source="PR creator-studio#1162", updated="2025-06-13")

E("exp-xy-0025",
  "[release/2025q3] n-date-picker → antd 4 DatePicker（moment，不要混 dayjs）",
  """
release 分支 antd 4.24 的 DatePicker 用 moment。别把 main 的 dayjs 写法 cherry-pick 过来 —— 传 dayjs 对象进去会报 `date.clone is not a function`。

```tsx
<Form.Item name="publishAt"
  getValueProps={(v) => ({ value: v ? moment.unix(v) : undefined })}
  normalize={(m) => (m ? m.unix() : undefined)}>
  <DatePicker showTime />
</Form.Item>
```
入口 `import 'moment/locale/zh-cn'`；打包记得 IgnorePlugin 掉 moment 其他 locale。
""",
  CS, "component", "verified", branches=REL,
  applies_to={"antd": "^4.24"},
  assets=["n-date-picker", "PublishWizard"],
  source="PR creator-studio#1238", updated="2025-07-01")

E("exp-xy-0026",
  "v-permission 指令 → <Permission> 组件 + usePermission hook",
  """
`v-permission="'video:delete'"` 原来是在 mounted 里 `el.parentNode.removeChild(el)`。React 不能操作 DOM 删节点，改成：

```tsx
export const usePermission = () => { const codes = useCreatorStore((s) => s.permCodes); return (c: string) => codes.includes(c); };
export const Permission = ({ code, children, fallback = null }: Props) => (usePermission()(code) ? <>{children}</> : fallback);

<Permission code="video:delete"><Button danger>删除</Button></Permission>
```
表格操作列里用 hook 判断，别在每个单元格包组件。注意 permCodes 加载完之前默认是 []，按钮会闪一下，路由 loader 里先 await 权限接口。
""",
  CS, "directive", "verified", branches=["*"],
  assets=["v-permission"],
  source="PR creator-studio#1031", updated="2025-05-10")

E("exp-xy-0027",
  "v-copy 指令 → useCopy hook（clipboard API + execCommand 兜底）",
  """
两个项目都有 `v-copy`。React 里统一用 `@xy/hooks` 里的 useCopy：

```ts
export function useCopy() {
  return async (text: string) => {
    try { await navigator.clipboard.writeText(text); }
    catch { const ta = document.createElement('textarea'); ta.value = text; document.body.appendChild(ta); ta.select(); document.execCommand('copy'); ta.remove(); }
  };
}
```
navigator.clipboard 只在 https / localhost 下可用，测试环境 http://10.x 的内网地址会走兜底；微信内置浏览器 iOS 也经常走兜底。复制成功的提示由调用方自己弹（creator-studio 用 message，fans-h5 用 Toast）。
""",
  "*", "directive", "verified", branches=["*"],
  assets=["v-copy"],
  source="PR xy-fe-shared#88", updated="2025-05-15")

E("exp-xy-0028",
  "v-lazy-img → useInView（IntersectionObserver）检查项",
  """
自定义指令 v-lazy-img → IntersectionObserver hook，只是初步结论，检查项：
- [ ] rootMargin 用 '200px 0px'，跟原指令的 preload 一致
- [ ] 图片进入视口后 unobserve
- [ ] 列表虚拟化时节点复用，key 要用图片 url 不能用 index
- [ ] fans-h5 的 van-image 优先用 antd-mobile Image 的 lazy，不要用这个
""",
  "*", "directive", "candidate", branches=["*"],
  assets=["v-lazy-img"],
  source="Slack #fe-migration 2025-06-17", updated="2025-06-17")

E("exp-xy-0029",
  "creator-studio: vue-i18n 9 $t → react-i18next，复数与插值语法",
  """
creator-studio 的文案都在 `locales/zh-CN.json`。vue-i18n 的插值是 `{n}`，i18next 是 `{{n}}`；复数 vue-i18n 用管道 `'1 个作品 | {n} 个作品'`，i18next 用 key 后缀 `works_one` / `works_other` 且变量名必须叫 `count`。

我们写了个脚本 `scripts/i18n-vue2next.mjs` 一次性转 JSON：`{x}` → `{{x}}`，管道复数拆成 `_one/_other`。调用处 `$t('works', { n })` 改成 `t('works', { count: n })`。`$te` → `i18n.exists`。
""",
  CS, "i18n", "verified", branches=["*"],
  assets=["vue-i18n", "locales/zh-CN.json"],
  source="PR creator-studio#1066", updated="2025-05-19")

E("exp-xy-0030",
  "<i18n-t> 组件插值 → react-i18next <Trans>（待 review）",
  """
`<i18n-t keypath="publish.agree" tag="span"><template #link><a href="/rule">《创作者协议》</a></template></i18n-t>` 这种 slot 插值，对应 `<Trans i18nKey="publish.agree" components={{ link: <a href="/rule" /> }} />`，文案里写 `<link>《创作者协议》</link>`。

没确认的：JSON 转换脚本目前不处理 `{link}` → `<link></link>` 这种改写，是手改的，只改了发布器和结算页两处。其他页面还没扫。
""",
  CS, "i18n", "review_required", branches=["*"],
  assets=["i18n-t", "vue-i18n"],
  source="PR creator-studio#1189", updated="2025-06-19")

E("exp-xy-0031",
  "Vite 里 Vue + React 双插件共存，.vue / .tsx 的 include 划分",
  """
双跑期间 creator-studio 一个 vite 工程里同时跑 @vitejs/plugin-vue 和 @vitejs/plugin-react。新写的 React 组件有人存成了 `.ts`，或者 plugin-react 的 include 没覆盖 `src/react/**`，dev server 直接报：

```
[vite] Internal server error: Failed to parse source for import analysis because the content contains invalid JS syntax. If you are using JSX, make sure to name the file with the .jsx or .tsx extension.
```
处理：
1. 含 JSX 的文件一律 `.tsx`；
2. `react({ include: /src\\/react\\/.*\\.tsx?$/ })`，`vue({ include: [/\\.vue$/] })`，两边别互相吃；
3. tsconfig 里 `jsx: 'react-jsx'`，同时 Vue 的 `.tsx`（vueJsx 插件）要全部删掉，不然 jsxImportSource 冲突。
""",
  CS, "build", "verified", branches=["*"],
  assets=["vite.config.ts"],
  source="PR creator-studio#980", updated="2025-04-21")

E("exp-xy-0032",
  "antd 5 CSS-in-JS 优先级：StyleProvider hashPriority + 老 Chrome 的 :where",
  """
antd 5 默认生成 `:where(.css-dev-only-do-not-override-xxx)` 选择器，优先级是 0，所以：
- 双跑期间 Naive / 老的全局 less 会把 antd 组件样式盖掉；
- 部分创作者用的 360 极速浏览器内核是 Chrome 86，不支持 `:where`，antd 样式整体失效。

处理：
```tsx
import { StyleProvider, legacyLogicalPropertiesTransformer } from '@ant-design/cssinjs';
<StyleProvider hashPriority="high" transformers={[legacyLogicalPropertiesTransformer]}>
```
hashPriority="high" 会去掉 :where；legacyLogicalPropertiesTransformer 把 `margin-inline-start` 之类转成老写法。
""",
  CS, "style", "verified", branches=["*"],
  applies_to={"antd": ">=5 <6"},
  assets=["StyleProvider"],
  source="PR creator-studio#1003", updated="2025-05-02")

E("exp-xy-0033",
  "scoped 样式 :deep() → CSS Modules :global，Naive 的 --n-* 变量",
  """
`<style scoped lang="less">` + `:deep(.n-data-table-th)` 改写成 `Foo.module.less` + `:global(.ant-table-thead > tr > th)`。
Naive 组件用的 `--n-color`、`--n-text-color` 这些 CSS 变量在 antd 里都不存在，grep 一遍 `--n-`，全部换成 antd token（组件级用 ConfigProvider components，零散的用 `theme.useToken()` 取）。
别在 module 里写裸的 `.ant-xxx`，会被 hash 掉。
""",
  CS, "style", "verified", branches=["*"],
  assets=["scoped-style"],
  source="PR creator-studio#1011", updated="2025-05-08")

E("exp-xy-0034",
  "vitest + @vue/test-utils → @testing-library/react，act(...) warning",
  """
组件测试从 `mount(Comp, { props })` + `wrapper.find().trigger('click')` 改成 testing-library：`render(<Comp />)` + `await userEvent.click(screen.getByRole('button', { name: '发布' }))`。

最常见的 warning：
```
Warning: An update to PublishWizard inside a test was not wrapped in act(...).
```
基本都是异步 setState 在断言之后才发生。用 `await screen.findByText(...)` 或 `await waitFor(() => expect(...))` 等结果出来，不要自己包 act。vitest 配置 `environment: 'jsdom'`、`setupFiles: ['./test/setup.ts']`（里面 import '@testing-library/jest-dom/vitest'）。
""",
  CS, "test", "verified", branches=["*"],
  assets=["vitest", "PublishWizard"],
  source="PR creator-studio#1140", updated="2025-06-09")

E("exp-xy-0035",
  "Testing TanStack Query hooks: fresh QueryClient per test, retry off, MSW",
  """
Every test that renders something using useQuery gets its own QueryClient — sharing one across tests leaks cache between cases and makes the order matter.

```tsx
export function renderWithQuery(ui: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
```
- `retry: false`, otherwise an error case waits through 3 retries with backoff and the test times out.
- Mock the network with MSW (`http.get('/api/creator/videos', ...)`), not by mocking fetchVideoList — we want the queryKey/queryFn wiring covered.
- `gcTime: Infinity` stops the "Jest did not exit" style open-handle noise from the GC timer.
""",
  CS, "test", "verified", branches=["*"],
  applies_to={"@tanstack/react-query": "^5"},
  assets=["renderWithQuery"],
  source="PR creator-studio#1145", updated="2025-06-10")

E("exp-xy-0036",
  "TanStack Query v5: cacheTime → gcTime（TS 报错）",
  """
从 v4 的示例代码抄过来会报：
```
Object literal may only specify known properties, and 'cacheTime' does not exist in type 'UseQueryOptions<...>'.
```
v5 把 `cacheTime` 改名成 `gcTime`，语义不变（inactive 之后多久回收）。一起改名的还有：`useErrorBoundary` → `throwOnError`，`isLoading`（首次无数据）→ `isPending`，`isInitialLoading` → `isLoading`。QueryClient 的 defaultOptions 里也要改。
""",
  CS, "other", "verified", branches=["*"],
  applies_to={"@tanstack/react-query": "^5"},
  assets=["useXyQuery"],
  source="PR creator-studio#1090", updated="2025-05-23")

E("exp-xy-0037",
  "TanStack Query v5 去掉了 useQuery 的 onSuccess / onError",
  """
v5 里 useQuery 没有 onSuccess / onError / onSettled 了（useMutation 还有）。原来 Vue 里 `useRequest(fetchX, { onSuccess: (d) => form.setFieldsValue(d) })` 这种回填表单的写法：
- 回填表单：`useEffect(() => { if (data) form.setFieldsValue(data) }, [data])`；
- 全局错误提示：放到 `new QueryClient({ queryCache: new QueryCache({ onError: (e) => staticMessage.error(e.message) }) })`。
别为了保留 onSuccess 去 wrap 一层自定义 hook，那就是 v4 被删掉的原因（跟 render 不同步）。
""",
  CS, "other", "verified", branches=["*"],
  applies_to={"@tanstack/react-query": "^5"},
  assets=["useRequest", "useXyQuery"],
  source="PR creator-studio#1090", updated="2025-05-23")

E("exp-xy-0038",
  "Pinia getters with arguments → zustand selector factories",
  """
Pinia getters that return a function (`getVideoById: (s) => (id) => s.videos.find(v => v.id === id)`) map to a selector factory in zustand:

```ts
const selectVideo = (id: string) => (s: State) => s.videos.find((v) => v.id === id);
const video = useVideoStore(selectVideo(id));
```
Checklist before relying on it:
- [ ] the selector returns an existing object from state (not a new one), so default `Object.is` equality is enough
- [ ] for derived arrays (filter/map) wrap with useShallow or memoize, otherwise every store update re-renders
- [ ] do not store the returned function in state (stale closure over old state)
""",
  CS, "store", "candidate", branches=["*"],
  applies_to={"zustand": "^4"},
  assets=["useVideoStore"],
  source="Slack #fe-migration 2025-06-12", updated="2025-06-12")

E("exp-xy-0039",
  "useRequest 组合式函数 → useXyQuery 封装 + queryKey 约定",
  """
Vue 这边的 `useRequest(api, { manual, refreshDeps })` 统一迁到 `src/react/query/useXyQuery.ts`：
- queryKey 约定 `[域, 资源, 参数对象]`，比如 `['creator', 'videos', { page, status }]`，invalidate 时用前缀 `['creator', 'videos']`；
- `manual: true` → `enabled: false` + `refetch()`，或者干脆改成 useMutation；
- `refreshDeps` → 把依赖直接放进 queryKey；
- 接口统一返回 `{ code, data, msg }`，code !== 0 在 queryFn 里 throw `XyApiError`。
""",
  CS, "other", "verified", branches=["*"],
  applies_to={"@tanstack/react-query": "^5"},
  assets=["useRequest", "useXyQuery"],
  source="PR creator-studio#1052", updated="2025-05-14")

E("exp-xy-0040",
  "trackMixin（Options API 页面埋点）→ useTrack hook",
  """
老的 Options API 页面（结算中心、帮助中心）混入了 `trackMixin`：mounted 里 `this.$track('page_view', { page: this.$options.name })`，beforeDestroy 里上报停留时长。

React 里改成 `useTrack(pageName)`：
```ts
export function useTrack(page: string) {
  const location = useLocation();
  useEffect(() => { const t0 = Date.now(); tracker.send('page_view', { page }); return () => tracker.send('page_leave', { page, stay: Date.now() - t0 }); }, [page, location.pathname]);
}
```
StrictMode 下 dev 会多报一次 page_view，tracker 里对 dev 环境做了 500ms 去重。
""",
  CS, "mixin", "verified", branches=["*"],
  assets=["trackMixin", "useTrack"],
  source="PR creator-studio#1070", updated="2025-05-19")

E("exp-xy-0041",
  "XyTracker 插件 app.use → TrackerProvider（初步，checklist）",
  """
`app.use(XyTracker, { appId: 'creator', env })` 注册了 `$track` 全局属性和 `v-track` 指令。React 这边初步想法：`<TrackerProvider appId="creator">` 放在 QueryClientProvider 外层，`useTracker()` 取实例；v-track 改成 `<Track event="click_publish">` 包裹组件。

检查项：
- [ ] 非组件代码（axios 拦截器上报接口耗时）不能用 hook，需要导出单例
- [ ] 双跑时 Vue 和 React 各初始化一次 SDK 会重复上报，要共享 window.__XY_TRACKER__
- [ ] 曝光埋点依赖 IntersectionObserver，和 v-lazy-img 的 hook 合并
""",
  CS, "plugin", "candidate", branches=["*"],
  assets=["XyTracker", "v-track"],
  source="Slack #fe-migration 2025-06-30", updated="2025-06-30")

E("exp-xy-0042",
  "<router-view> 嵌套路由 → <Outlet>；useRoute().query → useSearchParams",
  """
布局组件里的 `<router-view />` → `<Outlet />`，子路由 path 写相对路径（不带 `/`）。
`useRoute().query.tab` → `const [sp, setSp] = useSearchParams(); sp.get('tab')`。注意 `setSp({ tab: 'b' })` 会把其他 query 全部替换掉，要保留的话 `setSp((prev) => { prev.set('tab', 'b'); return prev; })`。
`watch(() => route.params.id, load)` 这种，在 React 里直接把 id 放进 queryKey，不需要 watch。
""",
  CS, "router", "verified", branches=["*"],
  applies_to={"react-router-dom": ">=6"},
  assets=["router-view", "useRoute"],
  source="PR creator-studio#1044", updated="2025-05-12")

E("exp-xy-0043",
  "onBeforeRouteLeave 未保存提示 → useBlocker（react-router-dom ≥ 6.19）",
  """
编辑页 `onBeforeRouteLeave((to, from, next) => dirty ? confirm(...) : next())` → react-router 的 `useBlocker`（6.19 起稳定，之前叫 unstable_useBlocker）。

```tsx
const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
useEffect(() => {
  if (blocker.state === 'blocked') modal.confirm({ title: '有未保存的修改，确定离开？', onOk: () => blocker.proceed(), onCancel: () => blocker.reset() });
}, [blocker.state]);
```
必须是 data router（createBrowserRouter + RouterProvider），在 `<BrowserRouter>` 下会直接抛：
```
useBlocker must be used within a data router.  See https://reactrouter.com/routers/picking-a-router.
```
关 tab / 刷新要另外监听 `beforeunload`，useBlocker 管不到。
""",
  CS, "router", "verified", branches=["*"],
  applies_to={"react-router-dom": ">=6.19"},
  assets=["onBeforeRouteLeave", "useBlocker", "PublishWizard"],
  source="PR creator-studio#1172", updated="2025-06-16")

E("exp-xy-0044",
  "[react-router 6.7–6.18] unstable_useBlocker 做未保存拦截（待 review）",
  """
release/2025q3 上 react-router-dom 是 6.14，没有稳定版 useBlocker，只能 `import { unstable_useBlocker as useBlocker } from 'react-router-dom'`。API 跟 6.19 基本一样（state / proceed / reset），但：
- 6.14 里 blocker 在 `navigate(-1)` 时偶发不触发，release 分支上还没复现清楚；
- 同样要求 data router。
先这么用着，升级 react-router 之后换成稳定版。
""",
  CS, "router", "review_required", branches=["*"],
  applies_to={"react-router-dom": ">=6.7 <6.19"},
  assets=["onBeforeRouteLeave", "useBlocker"],
  source="PR creator-studio#1242", updated="2025-07-02")

E("exp-xy-0045",
  "n-tree-select（cascade / check-strategy）→ antd TreeSelect",
  """
选择视频分类用的 n-tree-select：`cascade` + `checkable` + `check-strategy="child"`。
对应 antd：`treeCheckable` + `showCheckedStrategy={TreeSelect.SHOW_CHILD}`；Naive 不开 cascade（父子不联动）对应 `treeCheckStrictly`，但开了 treeCheckStrictly 以后 value 变成 `{ label, value }[]`，提交前要 map 一下。
`key-field` / `label-field` → `fieldNames={{ value: 'id', label: 'name', children: 'children' }}`。
""",
  CS, "component", "verified", branches=["*"],
  applies_to={"antd": ">=4.24 <6"},
  assets=["n-tree-select", "CategoryPicker"],
  source="PR creator-studio#1158", updated="2025-06-12")

E("exp-xy-0046",
  "n-select remote + filterable（远程搜索话题）→ antd Select showSearch",
  """
发布器里搜索话题（#话题）用的 `<n-select remote filterable :options @search="onSearch" />`。antd：
```tsx
<Select showSearch filterOption={false} onSearch={debouncedSearch} options={options} notFoundContent={fetching ? <Spin size="small" /> : null} labelInValue />
```
- `filterOption={false}` 必须写，不然 antd 会在远程结果上再做一次本地过滤，搜拼音时选项全被过滤掉；
- debounce 300ms（lodash-es debounce + useMemo）；
- labelInValue 保证回显时不用再查一次 label。
""",
  CS, "component", "verified", branches=["*"],
  assets=["n-select", "TopicPicker"],
  counter="需要用户输入新的自定义 tag（创建不存在的选项）不适用，那是 tag 模式，见 exp-xy-0047",
  source="PR creator-studio#1165", updated="2025-06-13")

E("exp-xy-0047",
  "n-select tag 模式（允许输入新标签）→ antd Select mode=\"tags\"",
  """
视频标签 `<n-select multiple tag filterable />` 允许用户输入不存在的标签 → antd `mode="tags"`。
- `tokenSeparators={[',', '，', ' ']}`，中文逗号也要加；
- 远程搜索已有标签 + 允许新建可以同时用：`mode="tags" showSearch filterOption={false} onSearch={...}`；
- 限制最多 10 个：antd 没有 max 属性，在 onChange 里截断 `v.slice(0, 10)`，并提示。
Naive 的 `on-create` 钩子（把输入转成对象）在 antd 里没有，value 就是字符串。
""",
  CS, "component", "verified", branches=["*"],
  assets=["n-select", "TagPicker"],
  source="PR creator-studio#1166", updated="2025-06-13")

E("exp-xy-0048",
  "“岛”挂载：在 Vue 3 壳子里 createRoot 挂 React 组件（@xy/react-island）",
  """
壳子 = 还是 Vue 3 的主应用（布局、菜单、登录），岛 = 嵌在 Vue 页面里的 React 组件。桥接组件 `@xy/react-island`：

```ts
export default defineComponent({
  props: { component: Object, props: Object },
  setup(p) {
    const el = ref<HTMLElement>();
    let root: Root | undefined;
    onMounted(() => { root = createRoot(el.value!); root.render(h(p.component, p.props)); });
    watch(() => p.props, (v) => root?.render(createElement(p.component, v)), { deep: true });
    onBeforeUnmount(() => { const r = root; root = undefined; queueMicrotask(() => r?.unmount()); });
    return () => h('div', { ref: el });
  },
});
```
- props 变了岛不更新：基本都是 watch 没加 deep，或者父组件传的是同一个 reactive 对象被原地修改；
- unmount 放 microtask，否则在 React render 中途卸载会报 "Attempted to synchronously unmount a root while React was already rendering."
- 岛里要用的 QueryClient / ConfigProvider 由 island 统一包，别每个岛 new 一个 QueryClient。
""",
  CS, "component", "verified", branches=["*"],
  applies_to={"vue": "^3.4", "react": "^18"},
  assets=["ReactIsland", "@xy/react-island"],
  source="PR creator-studio#960", updated="2025-04-15")

E("exp-xy-0049",
  "灰度开关 / 双跑：useRollout('xy_react_rollout') 决定走 React 还是 Vue 页面（待 review）",
  """
双跑 = 同一个页面 Vue 版和 React 版同时在线，按灰度开关分流。开关在配置中心 `xy_react_rollout`，按创作者 uid 尾号 + 页面维度：`{ "data-center": 30, "publish": 10 }`。

路由层：`{ path: '/data-center', component: () => rollout('data-center') ? import('@/react/pages/DataCenter') : import('@/views/DataCenter.vue') }`，React 页面通过岛挂载。
待确认：开关是登录后才拉的，未登录直接访问的页面（帮助中心）拿不到 uid，目前一律走 Vue。埋点里带 `impl: 'react' | 'vue'` 方便对比。
""",
  CS, "router", "review_required", branches=["*"],
  assets=["useRollout", "xy_react_rollout"],
  source="Confluence: 双跑方案 v2", updated="2025-06-02")

E("exp-xy-0050",
  "[过时] 岛挂载用 ReactDOM.render",
  """
⚠️ 已过时。最早的 @xy/react-island 用 `ReactDOM.render(el, container)`，React 18 下控制台报：
```
Warning: ReactDOM.render is no longer supported in React 18. Use createRoot instead. Until you switch to the new API, your app will behave as if it's running React 17.
```
并且不会开启并发特性。已改为 createRoot，见 exp-xy-0048。
""",
  CS, "component", "deprecated", branches=["*"],
  applies_to={"react": ">=17"},
  assets=["ReactIsland", "@xy/react-island"],
  source="commit a81f03d", updated="2025-04-15")

E("exp-xy-0051",
  "草稿箱自动保存：debounce 2s 存服务端 + persist 本地兜底 + beforeunload",
  """
草稿箱（DraftBox / 发布器里的自动保存）Vue 版是 `watch(form, save, { deep: true })` + lodash throttle 5s。React 版：
- 表单 `onValuesChange` 里触发 `debouncedSave`（2s debounce，maxWait 10s），调 `/api/draft/save`；
- 本地用 useDraftStore（zustand persist，key `xy-draft-v2`）兜底，断网时只存本地，恢复网络后 flush；
- 关页面前：`beforeunload` 里如果有未 flush 的改动，`navigator.sendBeacon('/api/draft/save', blob)`，不要用同步 XHR。
- 切路由用 useBlocker 提示，见 exp-xy-0043。
""",
  CS, "store", "verified", branches=["*"],
  applies_to={"zustand": "^4"},
  assets=["DraftBox", "useDraftStore", "PublishWizard"],
  source="PR creator-studio#1175", updated="2025-06-17")

E("exp-xy-0052",
  "发布器（PublishWizard）n-steps 分步表单 → antd Steps + 单个 Form",
  """
发布器是 4 步：上传 → 基本信息 → 封面 → 发布设置。Vue 版每步一个 n-form，最后合并。React 版只用一个 `Form` 实例跨步骤：

```tsx
const [form] = Form.useForm<PublishForm>();
<Steps current={step} items={STEPS} />
<Form form={form} preserve>
  <div hidden={step !== 0}><UploadStep /></div>
  <div hidden={step !== 1}><InfoStep /></div>
  ...
</Form>
const next = async () => { await form.validateFields(STEP_FIELDS[step]); setStep(step + 1); };
```
上一步/下一步字段丢失，原因是用条件渲染 `{step === 1 && <InfoStep/>}` 卸载了 Form.Item —— 卸载的字段在 `getFieldsValue()` 里拿不到（preserve 只保值不保注册）。用 hidden 保持挂载，或者提交时用 `getFieldsValue(true)`。
""",
  CS, "component", "verified", branches=["*"],
  applies_to={"antd": ">=5 <6"},
  assets=["PublishWizard", "n-steps"],
  source="PR creator-studio#1150", updated="2025-06-11")

E("exp-xy-0054",
  "CommentAuditTable: n-virtual-list → antd 5 Table virtual（≥ 5.9）",
  """
评论审核一页 500 条，Vue 版用 n-virtual-list 自己画行。antd 5.9 起 Table 支持 `virtual`：
```tsx
<Table virtual scroll={{ x: 1200, y: 640 }} rowKey="commentId" pagination={false} columns={cols} dataSource={rows} />
```
- virtual 必须同时给 scroll.x（数字）和 scroll.y；
- 列宽必须都写 width，不然虚拟模式下列会错位；
- 行高不固定（评论有图）会跳，图片区域给固定高度 64px。
""",
  CS, "component", "verified", branches=["*"],
  applies_to={"antd": ">=5.9 <6"},
  assets=["CommentAuditTable", "n-virtual-list"],
  counter="antd 4（release/2025q3）没有 Table virtual",
  source="PR creator-studio#1201", updated="2025-06-23")

E("exp-xy-0055",
  "antd Table scroll.y 在 dev overlay 报 ResizeObserver loop",
  """
Table 设置了 `scroll={{ y: 'calc(100vh - 320px)' }}` 之后，vite dev 的错误浮层偶尔弹：
```
ResizeObserver loop completed with undelivered notifications.
```
这是浏览器的良性提示（一帧内 resize 回调又改了尺寸），生产无影响。不要为了压掉它去 try/catch ResizeObserver；在 `window.addEventListener('error')` 里按 message 过滤掉，并确认 Sentry 的 ignoreErrors 里也有 `/ResizeObserver loop/`。真正要修的是同一容器上嵌套两个 useECharts + Table 互相触发 resize 的情况。
""",
  CS, "component", "verified", branches=["*"],
  applies_to={"antd": ">=4.24 <6"},
  assets=["VideoListTable", "CommentAuditTable"],
  source="Slack #fe-migration 2025-06-24", updated="2025-06-24")

E("exp-xy-0056",
  "弹幕层（LiveRoom danmaku）React 版：canvas 还是 DOM（初步）",
  """
feature/live-room-react 上的实验结论，未合 main：
- 弹幕 > 200 条/秒时 DOM 方案（每条一个 absolute div + CSS transform 动画）掉帧严重，canvas 方案稳定 60fps；
- canvas 方案点击单条弹幕（举报）要自己做命中检测；
- 检查项：[ ] devicePixelRatio 适配 [ ] 页面不可见时暂停 rAF [ ] 与播放器全屏层级

Vue 版用的是 vue-danmaku（DOM），不要照搬。
""",
  CS, "component", "candidate", branches=["feature/live-*"],
  assets=["LiveRoom", "DanmakuLayer"],
  source="feature/live-room-react@e2f10c4", updated="2025-07-15")

E("exp-xy-0057",
  "zustand 5：selector 返回新对象 → Maximum update depth exceeded（待 review）",
  """
feature/zustand-v5-trial 上试升 zustand 5，`useStore((s) => ({ a: s.a, b: s.b }))` 直接白屏：
```
Uncaught Error: Maximum update depth exceeded. This can happen when a component repeatedly calls setState inside componentWillUpdate or componentDidUpdate. React limits the number of nested updates to prevent infinite loops.
```
控制台之前还有一条 `The result of getSnapshot should be cached to avoid an infinite loop`。v5 去掉了 equalityFn 参数，返回新对象/数组的 selector 必须包 `useShallow`。全量 grep 出来 37 处，codemod 还没写完，所以没合。
""",
  CS, "store", "review_required", branches=["feature/*"],
  applies_to={"zustand": ">=5"},
  assets=["useCreatorStore"],
  source="feature/zustand-v5-trial@77b2c01", updated="2025-07-20")

E("exp-xy-0058",
  "VideoListTableLite（上传页“最近作品”）前端本地分页：Table 自带 pagination 即可",
  """
VideoListTableLite 是上传页右侧的“最近作品”小表格，接口一次返回最近 50 条，Vue 版用 n-data-table 的前端分页（不开 remote）。

React 里不需要 useQuery 的分页逻辑，数据一次拉完，直接交给 Table：`pagination={{ pageSize: 10, size: 'small', hideOnSinglePage: true }}`，排序用 column.sorter 本地函数。数据本身还是 useQuery 拉，queryKey `['creator', 'videos', 'recent']`，staleTime 60s。
别把 VideoListTable 的 remote 分页 hook 套过来，会多打请求。
""",
  CS, "component", "verified", branches=["*"],
  applies_to={"antd": ">=4.24 <6"},
  assets=["VideoListTableLite"],
  conditions="数据量小、接口一次返回全量",
  source="PR creator-studio#1195", updated="2025-06-21")

E("exp-xy-0059",
  "[过时] creator-studio Pinia → Redux Toolkit 方案",
  """
⚠️ 已过时：2025-04 评审后 creator-studio 定为 zustand（store 都很小、没有复杂中间件需求），Redux Toolkit 只在 fans-h5 用。

原方案：每个 Pinia store 一个 createSlice，actions 里的异步改成 createAsyncThunk，用 `useAppSelector` 取值。不要再按这个做。
""",
  CS, "store", "deprecated", branches=["*"],
  assets=["useCreatorStore"],
  source="Confluence: 状态管理选型 v1", updated="2025-04-10")

E("exp-xy-0103",
  "[feature 分支] ECharts 按需引入 echarts/core 减包体积",
  """
feature/data-center-react 上做的：`import * as echarts from 'echarts'` 全量 1MB+，改成 `echarts/core` + `use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer])`，大盘页 chunk 从 1.3MB 降到 420KB。
注意 series 类型漏注册时不会报错，只是图表空白，控制台有 `[ECharts] Series line is used but not imported.` —— 还没合 main，main 上还是全量引入。
""",
  CS, "build", "verified", branches=["feature/*"],
  applies_to={"echarts": "^5"},
  assets=["useECharts", "DataOverview"],
  source="feature/data-center-react@9d3aa10", updated="2025-07-10")

E("exp-xy-0104",
  "[过时] 用 veaury 把 vue-echarts 组件包进 React 里直接用",
  """
⚠️ 已过时。早期为了省事用 veaury 的 `applyVueInReact(VChart)` 在 React 页面里直接用 vue-echarts。问题：两套响应式、StrictMode 下 double mount 报 `[ECharts] There is a chart instance already initialized on the dom.`，卸载时 chart 不 dispose，内存一直涨。已统一换成 useECharts（exp-xy-0013）。
""",
  CS, "component", "deprecated", branches=["*"],
  assets=["v-chart", "veaury"],
  source="commit 0c7e4b1", updated="2025-05-30")

E("exp-xy-0105",
  "[过时] creator-studio 用 qiankun + vite-plugin-qiankun 跑 React 子应用",
  """
⚠️ 已过时：2025-04 改成岛方案（exp-xy-0048），qiankun 子应用方案废弃。

当时的配置：React 子应用用 vite-plugin-qiankun，`renderWithQiankun({ mount, bootstrap, unmount })`，dev 下必须 `useDevMode: true`，否则主应用加载报 `[qiankun]: You need to export lifecycle functions in react-sub entry`。样式隔离 `experimentalStyleIsolation` 跟 antd 5 的 cssinjs 冲突，这也是废弃的原因之一。
""",
  CS, "build", "deprecated", branches=["*"],
  assets=["qiankun", "vite.config.ts"],
  source="Confluence: 微前端方案评估", updated="2025-04-12")

# ------------------------------- long write-ups -----------------------------

E("exp-xy-0015",
  "大盘页（DataOverview）React 化复盘：ECharts 内存泄漏、tab 切换尺寸、tooltip 被裁切、联动",
  """
# 大盘页（DataOverview）React 化复盘

背景：大盘页是创作者登录后的首页，一屏 9 个图表（播放趋势、粉丝增长、完播率漏斗、地域分布地图、作品 Top10 柱状图、互动热力图等），Vue 版用 vue-echarts 的 `<v-chart autoresize>`。6 月第二周灰度 React 版到 30%（xy_react_rollout.data-center = 30），两天内收到 14 条反馈：页面越用越卡、切换“近 7 天 / 近 30 天” tab 之后图表挤成一团、tooltip 显示不全。下面按问题记录。

## 1. 越用越卡：图表实例没有 dispose

现象：在大盘页和作品管理之间来回切 10 次，Chrome 任务管理器里 tab 内存从 180MB 涨到 900MB+。
原因：第一版 React 实现是在 `useEffect(() => { echarts.init(ref.current).setOption(opt) }, [opt])` 里每次 option 变化都 init 一次，且没有 cleanup。StrictMode 下还会多一次，所以控制台同时能看到 `[ECharts] There is a chart instance already initialized on the dom.`。
修复：统一用 useECharts hook（见 exp-xy-0013），init 只在 mount 时做一次，option 变化只 setOption，卸载时 `dispose()`。修完之后同样操作内存稳定在 210MB 左右。

另外地图组件注册 `echarts.registerMap('china', geoJson)` 原来放在组件里，每次 mount 都注册一份 600KB 的 geoJson，也挪到模块顶层，只注册一次。

## 2. 切 tab 回来之后图表尺寸不对

现象：“近 7 天 / 近 30 天 / 自定义”用 antd Tabs，切到别的 tab 再切回来，折线图宽度只有 100px，挤在左边。
原因：antd Tabs 默认非激活面板是 `display: none`，图表在隐藏状态下 setOption，拿到的容器宽度是 0；切回来时 ResizeObserver 虽然会触发，但我们当时为了防抖给 resize 包了 `requestIdleCallback`，在数据刷新的同一帧里被 setOption 的结果覆盖。
修复：
- 大盘页的 Tabs 改为受控，图表区只渲染一份，切 tab 只是换 queryKey 里的 range（`['creator', 'overview', { range }]`），不再是三份图表各自挂在 TabPane 里；
- resize 不再 idle 回调，直接在 ResizeObserver 回调里 `chart.resize()`，ECharts 自己会合并同一帧的多次 resize；
- 对必须放在隐藏容器里的图表（比如折叠面板里的“更多指标”），在面板 `onChange` 之后 `requestAnimationFrame(() => chart.resize())`。

## 3. tooltip 被父容器裁切（overflow: hidden）

现象：作品 Top10 柱状图放在一个 `overflow: hidden` 的卡片里（卡片有圆角阴影），靠右的柱子 tooltip 被截掉一半。Vue 版当时配的是 `tooltip: { appendToBody: true }`，React 版照抄后控制台提示：

```
[ECharts] DEPRECATED: 'tooltip.appendToBody' has been deprecated since 5.5.0. Use 'tooltip.appendTo' instead.
```
修复：ECharts 5.5 起用 `appendTo`，可以给 `'body'`、选择器或者一个函数返回 HTMLElement：

```ts
const option: EChartsOption = {
  tooltip: {
    trigger: 'axis',
    appendTo: 'body',
    confine: false,
    className: 'xy-chart-tooltip',
  },
  ...
};
```
挂到 body 上之后 tooltip 的样式不再继承卡片，要在全局样式里给 `.xy-chart-tooltip` 写 z-index（高于 antd Drawer 的 1000，我们用 1100），暗色模式下的背景色也要单独写。`confine: true` 也能解决裁切，但 tooltip 会被挤在图表内部遮住柱子，产品不接受。

注意 5.4 及以下没有 `appendTo`，只能用 `appendToBody`；release/2025q3 分支的 echarts 是 5.4.3，这一段不适用，那边的大盘页也还没切 React。

## 4. 多图联动：echarts.connect

播放趋势和互动趋势两张折线图要求 hover 时联动。Vue 版是在父组件 mounted 后拿两个 chart 实例 `echarts.connect([a, b])`。React 里实例在各自的 hook 里创建，父组件拿不到。做法：给 useECharts 加一个 `group` 参数，init 之后 `chart.group = group`，然后在模块里 `echarts.connect('overview-trend')` 一次即可，不需要拿实例。卸载时不用 disconnect，group 里没有实例时 connect 是空操作。

## 5. 数据刷新：不要每次都 notMerge

大盘页每 60 秒自动刷新一次（refetchInterval）。第一版 setOption 一律 `notMerge: true`，每次刷新图表都会重新播放入场动画，用户反馈“一闪一闪”。改成：结构不变（series 数量不变）时用默认 merge，只有切换指标导致 series 变化时才 `replaceMerge: ['series']`。

## 6. 其他零碎

- 地图 tooltip 里的数字用 `Intl.NumberFormat('zh-CN', { notation: 'compact' })` 格式化，和 Vue 版 `formatCount` 保持一致（1.2万）；
- 图表空数据：ECharts 没有内置空状态，数据为空时不渲染图表，直接渲染 antd `Empty`，不要给 ECharts 传空 series（会显示一个没有轴的白块）；
- 截图导出：`chart.getDataURL({ pixelRatio: 2, backgroundColor: '#fff' })`，暗色模式导出要把背景改白，否则 PNG 是透明的黑字看不见。

## 结论

灰度回滚到 10% 修了一周，6 月 24 日重新放到 50%，卡顿反馈清零。useECharts hook 已经在 `src/react/charts/` 里，新图表一律用它。
""",
  CS, "component", "verified", branches=["*"],
  applies_to={"echarts": ">=5.5 <6", "react": ">=18"},
  assets=["DataOverview", "useECharts", "v-chart"],
  conditions="ECharts 5.5+；大盘页这类多图表页面",
  source="Confluence: 大盘页 React 化复盘 2025-06", updated="2025-06-26")

E("exp-xy-0022",
  "UploadVideo 分片上传迁移复盘：n-upload custom-request → antd Upload customRequest + OSS multipart",
  """
# UploadVideo 分片上传迁移复盘

UploadVideo 是发布器第一步，创作者上传的视频通常 200MB–4GB。Vue 版用 `n-upload` 的 `custom-request`，里面自己调阿里云 OSS 的分片上传（用 STS 临时凭证，前端直传，不经过我们的服务器）。React 版换成 antd `Upload` 的 `customRequest`。这篇记录迁移过程中踩的坑，按出现顺序。

## 1. customRequest 的参数和回调

antd 的 `customRequest(options)` 给的是 rc-upload 的 `RcCustomRequestOptions`：`{ file, onProgress, onSuccess, onError, data, headers, withCredentials }`。跟 Naive 的 `custom-request({ file, onProgress, onFinish, onError })` 的差别：

- Naive 的 `file.file` 才是原生 File，antd 直接就是 `options.file`（类型是 `RcFile`，继承 File）；
- `onProgress` 在 antd 里必须传一个对象 `onProgress({ percent: 35 })`，传数字不会报错但进度条不动；
- Naive 的 `onFinish()` 不带参数，antd 的 `onSuccess(body)` 最好把服务端返回的 `{ videoId }` 传进去，后面 `fileList[0].response` 能拿到；
- `customRequest` 需要返回一个带 `abort()` 的对象，antd 在用户点删除时会调它。我们返回 `{ abort: () => controller.abort() }`。

```tsx
const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
  const controller = new AbortController();
  multipartUpload(file as File, {
    signal: controller.signal,
    onPart: (done, total) => onProgress?.({ percent: Math.floor((done / total) * 100) }),
  })
    .then((res) => onSuccess?.(res))
    .catch((e) => onError?.(e));
  return { abort: () => controller.abort() };
};
```

## 2. 受控 fileList 导致进度不更新

一开始用了 `fileList={fileList}` + `onChange={({ fileList }) => setFileList(fileList)}`，但 onChange 里为了只保留一个文件写了 `setFileList(fileList.slice(-1).map(f => ({ ...f })))`，浅拷贝之后 antd 内部拿着旧引用更新 percent，进度条一直停在 0。要么不受控（只用 `maxCount={1}`），要么 onChange 里原样 set，不要 map 出新对象。最后用的 `maxCount={1}` + 不受控。

## 3. 分片并发和内存

4GB 文件按 8MB 一片是 512 片。第一版 `Promise.all(parts.map(upload))` 一次性发 512 个请求，Chrome 直接 `net::ERR_INSUFFICIENT_RESOURCES`。改成并发池 4 个，每片 `file.slice(start, end)` 在上传前才切，不要提前把所有 Blob 切好放数组里（虽然 slice 不复制数据，但我们当时顺手算了每片 MD5，读进了内存）。MD5 改成只对前 2 片 + 文件大小做秒传判断。

## 4. 断点续传：uploadId 存在哪

Vue 版把 uploadId 和已完成分片存在 Pinia + persistedstate 里。React 版存在 useDraftStore（zustand persist）里，key 是 `${file.name}-${file.size}-${file.lastModified}`。刷新页面后用户重新选同一个文件，先 `ListParts` 查已上传分片，跳过它们。注意 STS 凭证 15 分钟过期，续传前必须重新拿凭证，否则 `ListParts` 返回 403 `InvalidAccessKeyId`。

## 5. CompleteMultipartUpload 报 InvalidPart（最坑的一个）

现象：分片全部 200，最后一步 CompleteMultipartUpload 返回 400：

```xml
<Error>
  <Code>InvalidPart</Code>
  <Message>One or more of the specified parts could not be found or the specified entity tag might not have matched the part's entity tag.</Message>
</Error>
```
原因：Complete 请求体里每个分片都要带 `<ETag>`，ETag 从 UploadPart 的响应头里读。Vue 版用的 ali-oss SDK 自己处理了；React 版我们换成了自己的 fetch 实现，`res.headers.get('ETag')` 拿到的是 null —— 跨域请求默认只能读几个简单响应头，ETag 不在里面，于是 Complete 里的 ETag 全是空字符串。
修复：OSS bucket 的 CORS 规则里加 `ExposeHeaders: ETag, x-oss-request-id`（控制台：Bucket → 数据安全 → 跨域设置），同时代码里对 null 做断言，拿不到 ETag 直接报错而不是继续 Complete：

```ts
const etag = res.headers.get('ETag');
if (!etag) throw new Error('UploadPart 响应里读不到 ETag，检查 bucket CORS 的 ExposeHeaders');
```
测试环境和生产环境是两个 bucket，两个都要配。这个问题在测试环境没暴露，是因为测试 bucket 早就配过 ExposeHeaders。

## 6. 上传中离开页面

发布器里上传中点了左侧菜单，组件卸载但请求还在跑，回来之后又起了一个新的上传。现在 UploadVideo 卸载时不 abort（允许后台继续传），而是把上传任务放在模块级的 uploadManager 里，重新进入时按 key 接上进度。真正取消只在用户点删除时 abort。

## 7. 小结

- customRequest 的 onProgress 传对象；
- 不要浅拷贝 fileList；
- 并发池 + 懒切片；
- ETag 要在 CORS ExposeHeaders 里暴露；
- STS 过期要续。
""",
  CS, "component", "verified", branches=["*"],
  applies_to={"antd": ">=4.24 <6"},
  assets=["UploadVideo", "n-upload", "PublishWizard"],
  conditions="前端直传阿里云 OSS multipart，自己实现的 fetch 上传",
  counter="用 ali-oss SDK 上传时 ETag 由 SDK 处理，第 5 节不适用",
  source="Confluence: UploadVideo 迁移复盘 2025-07", updated="2025-07-09")

E("exp-xy-0053",
  "PublishWizard 双跑期间草稿丢失事故复盘（zustand persist 水合时序 / 跨 tab 同步）",
  """
# PublishWizard 双跑期间草稿丢失事故复盘

时间：2025-07-04 晚 20:10 – 22:40。影响：发布器 React 版（灰度 10%）约 130 位创作者反馈“刷新后填好的标题、简介、话题全没了”，其中 11 位丢失的是已经写了很久的长简介。

## 时间线

- 20:10 客服群第一条反馈，截图是发布器第二步，标题为空；
- 20:35 复现：React 版发布器填完第二步后刷新，有一定概率表单为空，并且本地 `xy-draft-v2` 里的内容也被清空了（不是没恢复，是被覆盖）；
- 21:05 关闭 xy_react_rollout.publish（灰度降到 0），新用户不再进入 React 版；
- 21:50 定位到原因（见下），22:20 热修上线，22:40 重新打开 10% 灰度。

## 根因 1：水合完成前就写入了空状态

useDraftStore 用的是 zustand persist + localStorage。localStorage 是同步存储，照理 create 的时候就水合完了。但我们为了让 Vue 壳子和 React 岛共用一个 store，在 island 初始化里写了 `skipHydration: true`，然后在岛的 mount 里手动 `useDraftStore.persist.rehydrate()`。问题出在发布器的 Form 上：

```tsx
const draft = useDraftStore((s) => s.draft);
<Form form={form} initialValues={draft} onValuesChange={(_, all) => saveDraft(all)} />
```
Form 首次渲染时 rehydrate 还没执行，`draft` 是初始的空对象；紧接着某个 Form.Item 的 `normalize` 触发了一次 onValuesChange，`saveDraft({})` 被调用 —— 这一次写入发生在 rehydrate 之前，persist 会把空状态序列化写回 localStorage，随后 rehydrate 读到的就已经是空的了。

修复：
```ts
const hasHydrated = useSyncExternalStore(
  useDraftStore.persist.onFinishHydration,
  () => useDraftStore.persist.hasHydrated(),
);
if (!hasHydrated) return <Skeleton active />;
```
并且 saveDraft 里加保护：`if (!useDraftStore.persist.hasHydrated()) return;`。另外把 `skipHydration` 去掉了 —— 共享 store 的问题改用一个全局单例解决（store 模块只被 import 一次），没有必要延迟水合。也加了 `onRehydrateStorage: () => (state, error) => { if (error) report('draft_rehydrate_fail', error) }` 埋点。

## 根因 2：两个 tab 互相覆盖

部分创作者同时开着两个发布器 tab（一个在写，一个是之前打开忘了关的）。zustand persist 不监听 storage 事件，旧 tab 里的内存状态是旧的，旧 tab 上任何一次 set（比如自动保存计时器）都会把旧状态整份写回 localStorage，新 tab 刷新后就读到旧的（或空的）草稿。

修复：监听 storage 事件，其他 tab 写了同一个 key 就重新水合：

```ts
window.addEventListener('storage', (e) => {
  if (e.key === 'xy-draft-v2' && e.newValue) useDraftStore.persist.rehydrate();
});
```
再加上草稿带 `updatedAt`，写入前比较，只允许新覆盖旧（last-write-wins 改成 newer-wins）。useCreatorStore 目前没有这个问题（只存 profile，不会在两个 tab 里各自修改），所以没有加，如果以后要加多 tab 同步就照这个写。

## 根因 3：version 升级没写 migrate

7 月 3 日合并的 PR 把草稿结构从 `{ title, desc, topics }` 改成了 `{ info: { title, desc }, topics }`，persist 的 `version` 从 2 改成了 3，但没写 `migrate`。zustand persist 在版本不一致且没有 migrate 时会打一条 `State loaded from storage couldn't be migrated since no migrate function was provided` 的 console.error 然后丢弃旧数据 —— 这解释了当晚一部分“升级后第一次打开就没了”的反馈。补了 migrate：

```ts
migrate: (persisted: any, version) => {
  if (version === 2) return { ...persisted, info: { title: persisted.title, desc: persisted.desc } };
  return persisted;
},
```

## 为什么测试没发现

- e2e 用例每个都是新 context，localStorage 是空的，不会有“已有草稿 + 升级”的场景；
- 手工测试都只开一个 tab；
- skipHydration 的时序问题只在 Form 有 normalize 的字段时出现，而 normalize 是 7 月 2 日才加的（话题去重）。

## 数据恢复

当晚 22:40 之后，对 130 位反馈用户逐个处理：服务端 /api/draft/save 在 React 版里是 2 秒 debounce 上报的，大部分人的草稿在服务端还有一份（最多丢最后 2 秒的输入），客服引导他们从“草稿箱”里重新打开即可。真正丢失的是 11 位断网状态下写作、只存在本地的创作者，这部分无法恢复，运营给了流量券补偿。事后在草稿箱页面加了“本地草稿 / 云端草稿”两个来源的标识，方便客服判断。

## 改进项

1. persist 的 store 一律在 UI 里等 hasHydrated 再渲染，写进 React 迁移 checklist；
2. 改 persist 结构必须同时改 version 和 migrate，PR 模板加一项；
3. 服务端草稿（/api/draft/save）作为真相来源，本地只做兜底，恢复时比较 updatedAt 取新的；
4. 加一个 e2e：预置旧版本草稿 → 打开 → 校验内容。
""",
  CS, "store", "verified", branches=["*"],
  applies_to={"zustand": "^4"},
  assets=["PublishWizard", "useDraftStore", "DraftBox"],
  conditions="zustand persist + localStorage，可能有多个 tab",
  source="Confluence: 事故复盘 2025-07-04 发布器草稿丢失", updated="2025-07-07")

# ---------------------------------------------------------------------------
# fans-h5: Vue 2.7 + Vant 2 + Vuex 3 -> React 18 + antd-mobile 5 + Redux Toolkit 2
# ---------------------------------------------------------------------------

E("exp-xy-0060",
  "FansFeedList: van-list → antd-mobile InfiniteScroll（loadMore 返回 Promise）",
  """
van-list 是 `v-model="loading"` + `:finished` + `@load`，组件自己管 loading。antd-mobile 的 InfiniteScroll 反过来：`loadMore` 必须是 async 函数，返回的 Promise 没 resolve 之前不会再次触发；`hasMore` 对应 `!finished`。

```tsx
const [list, setList] = useState<FeedItem[]>([]);
const [hasMore, setHasMore] = useState(true);
const cursor = useRef<string | null>(null);

async function loadMore() {
  const res = await fetchFansFeed({ cursor: cursor.current, size: 20 });
  setList((l) => [...l, ...res.items]);
  cursor.current = res.nextCursor;
  setHasMore(Boolean(res.nextCursor));
}
<List>{list.map((i) => <FeedCard key={i.id} item={i} />)}</List>
<InfiniteScroll loadMore={loadMore} hasMore={hasMore} />
```
loadMore 里 throw 的话 InfiniteScroll 会显示“加载失败 重新加载”，不需要像 van-list 那样自己维护 error 状态。
""",
  FH, "component", "verified", branches=["*"],
  applies_to={"antd-mobile": "^5"},
  assets=["FansFeedList", "van-list"],
  conditions="列表随 window 滚动",
  counter="列表在自己的滚动容器里（嵌套在 van-tabs 面板、Popup 里，overflow: auto 的 div）不适用：InfiniteScroll 只监听最近的可滚动祖先，tab 面板切换后判断失效",
  source="PR fans-h5#412", updated="2025-05-26")

E("exp-xy-0061",
  "van-pull-refresh → antd-mobile PullToRefresh（onRefresh 返回 Promise，自定义文案）",
  """
`<van-pull-refresh v-model="refreshing" @refresh="onRefresh" pulling-text="下拉刷新粉丝动态">` → antd-mobile `<PullToRefresh onRefresh={async () => { await refetch() }}>`。同样是 Promise 驱动，不需要 refreshing 状态。

自定义文案：`pullingText="下拉刷新粉丝动态" canReleaseText="松手刷新" refreshingText="加载中…" completeText="已更新"`；要放图标就用 `renderText={(status) => ...}`。`completeDelay` 默认 500ms，跟 Vant 的 success-duration 一样。
""",
  FH, "component", "verified", branches=["*"],
  applies_to={"antd-mobile": "^5"},
  assets=["van-pull-refresh", "FansFeedList"],
  source="PR fans-h5#413", updated="2025-05-27")

E("exp-xy-0062",
  "InfiniteScroll 首屏不满一屏时连续触发 loadMore（初步）",
  """
观察到的现象：FansFeedList 首屏只有 3 条（屏幕高），InfiniteScroll 挂载后立刻连续触发两次 loadMore，第二次带的 cursor 还是 null，列表出现重复数据。
初步判断：setState 是异步的，第一次 loadMore resolve 时 cursor 放在 state 里还没更新。
检查项：
- [ ] cursor 用 useRef 而不是 useState
- [ ] 列表 key 用 item.id 去重
- [ ] 开发环境 StrictMode 下 effect 两次执行，不要在 useEffect 里手动调 loadMore
- [ ] threshold 默认 250，首屏数据少时调大 size 而不是调 threshold
""",
  FH, "component", "candidate", branches=["*"],
  applies_to={"antd-mobile": "^5"},
  assets=["FansFeedList", "InfiniteScroll"],
  source="Slack #h5-migration 2025-06-04", updated="2025-06-04")

E("exp-xy-0063",
  "Vuex 模块 fans（namespaced）→ RTK createSlice + createSelector",
  """
`store/modules/fans.js`（namespaced: true）→ `features/fans/fansSlice.ts`：
- state 原样搬；mutations + actions 里的同步部分合并成 reducers（Immer，可以直接改 draft）；
- 异步 actions → `createAsyncThunk('fans/fetchRank', ...)`，在 `extraReducers: (builder) => builder.addCase(...)` 里处理；
- getters → `createSelector`：`export const selectTopFans = createSelector([selectFans], (fans) => fans.slice(0, 3))`。
RTK 2 的 createSlice 也可以直接写 `selectors: { selectTopFans }`，但 memo 还是要用 createSelector 包。
""",
  FH, "store", "verified", branches=["*"],
  applies_to={"@reduxjs/toolkit": ">=2"},
  assets=["store/modules/fans", "fansSlice"],
  source="PR fans-h5#388", updated="2025-05-16")

E("exp-xy-0064",
  "mapState / mapGetters → useSelector（react-redux 的 selector 稳定性检查）",
  """
组件里 `...mapGetters('fans', ['topFans'])` → `const topFans = useAppSelector(selectTopFans)`。开发环境 react-redux 会检查 selector 两次调用结果是否一致，selector 里直接 `.filter()` / `.map()` 会报：

```
Selector unknown returned a different result when called with the same parameters. This can lead to unnecessary rerenders.
Selectors that return a new reference (such as an object or an array) should be memoized: https://redux.js.org/usage/deriving-data-selectors#optimizing-selectors-with-memoization
```
解决：派生数据用 createSelector；多个字段别在 selector 里拼对象，拆成多个 useAppSelector。
""",
  FH, "store", "verified", branches=["*"],
  applies_to={"react-redux": ">=8.1"},
  assets=["mapGetters", "useAppSelector"],
  source="PR fans-h5#395", updated="2025-05-20")

E("exp-xy-0065",
  "RTK 2：createSlice.extraReducers 对象写法被移除（报错）",
  """
从老代码 / 老教程抄的 `extraReducers: { [fetchRank.fulfilled]: (state, action) => {...} }`，RTK 2 直接抛：

```
The object notation for `createSlice.extraReducers` has been removed. Please use the 'builder callback' notation instead: https://redux-toolkit.js.org/api/createSlice
```
改成：
```ts
extraReducers: (builder) => {
  builder
    .addCase(fetchRank.pending, (s) => { s.loading = true; })
    .addCase(fetchRank.fulfilled, (s, a) => { s.loading = false; s.rank = a.payload; });
}
```
createReducer 的对象写法同样被移除。官方有 codemod：`npx @reduxjs/rtk-codemods createSliceBuilder ./src`。
""",
  FH, "store", "verified", branches=["main"],
  applies_to={"@reduxjs/toolkit": ">=2"},
  assets=["fansSlice", "createSlice"],
  source="PR fans-h5#401", updated="2025-05-22")

E("exp-xy-0066",
  "[hotfix] RTK 1.9 上 extraReducers 对象写法：只是 deprecation warning（待 review）",
  """
hotfix/* 分支是从 5 月的线上 tag 拉的，@reduxjs/toolkit 还是 1.9.7。对象写法在 1.9 只会打：
```
The object notation for `createSlice.extraReducers` is deprecated, and will be removed in RTK 2.0. Please use the 'builder callback' notation instead: https://redux-toolkit.js.org/api/createSlice
```
建议：hotfix 上不用专门改（hotfix 只改问题本身），但新写的 slice 直接用 builder 写法，1.9 也支持，合回 main 时不冲突。还没和 @小林 对齐 hotfix 合并策略，先 review_required。
""",
  FH, "store", "review_required", branches=["hotfix/*"],
  applies_to={"@reduxjs/toolkit": "^1.9"},
  assets=["fansSlice", "createSlice"],
  source="Slack #h5-migration 2025-07-11", updated="2025-07-11")

E("exp-xy-0067",
  "vuex-persistedstate → redux-persist，non-serializable warning 的处理",
  """
Vuex 用 `createPersistedState({ key: 'fans-h5', paths: ['user', 'settings'] })`。RTK 里换 redux-persist：`persistReducer({ key: 'fans-h5-v2', storage, whitelist: ['user', 'settings'] }, rootReducer)`。

接上之后控制台刷：
```
A non-serializable value was detected in an action, in the path: `register`. Value: [Function register]
Take a look at the logic that dispatched this action:  {type: 'persist/PERSIST', register: ƒ, rehydrate: ƒ}
```
这是 redux-persist 自己的 action 带了函数，在 configureStore 里忽略掉：
```ts
middleware: (gDM) => gDM({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }),
```
（常量从 'redux-persist' import）。key 换名的原因同 creator-studio：格式不兼容。
""",
  FH, "store", "verified", branches=["*"],
  applies_to={"@reduxjs/toolkit": ">=1.9"},
  assets=["vuex-persistedstate", "store/index"],
  source="PR fans-h5#402", updated="2025-05-23")

E("exp-xy-0068",
  "this.$toast.loading → antd-mobile Toast.show({ icon: 'loading' }) 以及关闭",
  """
Vant 2 的 `const t = this.$toast.loading({ message: '加载中...', forbidClick: true, duration: 0 })` 然后 `t.clear()` 或 `this.$toast.clear()`。

antd-mobile 5：
```ts
const handler = Toast.show({ icon: 'loading', content: '加载中…', duration: 0, maskClickable: false });
// 完成后
handler.close();   // 或 Toast.clear()
```
- `forbidClick` → `maskClickable: false`；
- duration: 0 表示不自动关闭，必须手动 close，请求失败分支也要 close，不然页面一直被罩住；
- 同一时间只会显示一个 Toast，新的会顶掉旧的（跟 Vant 默认单例一致）。
""",
  FH, "component", "verified", branches=["*"],
  applies_to={"antd-mobile": "^5"},
  assets=["$toast", "Toast"],
  source="PR fans-h5#420", updated="2025-05-29")

E("exp-xy-0069",
  "Dialog.confirm：Vant 取消时 reject，antd-mobile 返回 Promise<boolean>",
  """
Vant 2 `Dialog.confirm({ title, message }).then(onOk).catch(onCancel)` —— 点取消会 reject。
antd-mobile 5 `await Dialog.confirm({ content })` 返回 `Promise<boolean>`：确认 resolve(true)，取消 resolve(false)，**不会 reject**。照搬 `.catch()` 的话取消分支永远不执行，退出粉丝团、取消关注这类“取消后要埋点/恢复状态”的逻辑会静默失效。

```ts
const ok = await Dialog.confirm({ content: '确定退出粉丝团吗？退出后亲密度清零' });
if (!ok) { track('quit_fansclub_cancel'); return; }
await quitFansClub();
```
""",
  FH, "component", "verified", branches=["*"],
  applies_to={"antd-mobile": "^5"},
  assets=["Dialog", "FansClub"],
  conditions="只讲 confirm 的返回值 / 取消分支",
  counter="弹窗的遮罩点击关闭、按钮样式、异步 onConfirm loading 等其他行为不在这条里",
  source="PR fans-h5#425", updated="2025-06-02")

E("exp-xy-0072",
  "van-popup get-container / 滚动穿透 → antd-mobile Popup",
  """
`<van-popup v-model="show" position="bottom" round get-container="body" :lock-scroll="true">` → `<Popup visible={show} onMaskClick={() => setShow(false)} position="bottom" bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }} getContainer={document.body}>`。
- antd-mobile 的 Popup 默认 `getContainer` 就是 body；
- 滚动穿透：`disableBodyScroll` 默认 true，但弹层内部有长列表时，列表容器要加 `overflow-y: auto` 并且 `-webkit-overflow-scrolling: touch`，iOS 上才不会带动背后页面；
- `destroyOnClose` 对应 Vant 的 `v-if` 写法，需要每次打开重置表单时用。
""",
  FH, "component", "verified", branches=["*"],
  applies_to={"antd-mobile": "^5"},
  assets=["van-popup", "Popup"],
  source="PR fans-h5#431", updated="2025-06-05")

E("exp-xy-0073",
  "van-image lazy-load（Vue.use(Lazyload)）→ antd-mobile Image lazy",
  """
Vant 2 要 `Vue.use(Lazyload)` 再 `<van-image lazy-load :src>`。antd-mobile Image 自带 `lazy` 属性（IntersectionObserver），不用全局注册：`<Image src={avatar} lazy fit="cover" width={48} height={48} style={{ borderRadius: 24 }} />`。
占位图：`placeholder={<AvatarPlaceholder />}`，加载失败 `fallback`。CDN 图片记得带 `?x-oss-process=image/resize,w_96` 按 2 倍图裁。
""",
  FH, "component", "verified", branches=["*"],
  applies_to={"antd-mobile": ">=5"},
  assets=["van-image", "Lazyload"],
  source="PR fans-h5#433", updated="2025-06-05")

E("exp-xy-0074",
  "Vue 2 filter formatCount（1.2w）→ 普通函数 formatCount",
  """
fans-h5 模板里到处是 `{{ fans.count | formatCount }}`（10000 → 1w，12345 → 1.2w）。React 没有 filter，直接改成 `utils/format.ts` 里的函数：`{formatCount(fans.count)}`。

别换成 `Intl.NumberFormat('zh-CN', { notation: 'compact' })` —— 它输出的是“1.2万”，H5 的设计稿是“1.2w”，而且 iOS 13 的 Safari 不支持 notation。保持原实现：
```ts
export const formatCount = (n: number) => (n < 10000 ? String(n) : `${(Math.floor(n / 1000) / 10).toFixed(1).replace(/\\.0$/, '')}w`);
```
""",
  FH, "filter", "verified", branches=["*"],
  assets=["formatCount"],
  source="PR fans-h5#380", updated="2025-05-14")

E("exp-xy-0075",
  "Vue 2 filter timeAgo → dayjs relativeTime（必须引 zh-cn locale）",
  """
`{{ item.createdAt | timeAgo }}` → `timeAgo(item.createdAt)`，用 dayjs relativeTime：
```ts
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/zh-cn';
dayjs.extend(relativeTime);
dayjs.locale('zh-cn');
export const timeAgo = (ts: number) => dayjs.unix(ts).fromNow();
```
不 import 'dayjs/locale/zh-cn' 的话显示的是 "a few seconds ago"。超过 7 天显示日期（产品要求），`fromNow` 之前判断一下。
""",
  FH, "filter", "verified", branches=["*"],
  assets=["timeAgo"],
  source="PR fans-h5#381", updated="2025-05-14")

E("exp-xy-0076",
  "shareMixin（微信 JSSDK wx.config）→ useWxShare hook，iOS invalid signature",
  """
shareMixin 在 mounted 里请求 `/api/wx/jssdk?url=` 拿签名 → `wx.config` → `wx.ready(() => wx.updateAppMessageShareData(...))`。改成 `useWxShare({ title, desc, imgUrl, link })`。

最大的坑：iOS 上 `config:invalid signature`，安卓正常。原因：iOS 微信里 SPA 路由切换后 `location.href` 变了，但 JSSDK 认的还是**首次进入的落地页 URL**。所以：
```ts
const signUrl = isIOS ? window.__XY_LANDING_URL__ : location.href.split('#')[0];
```
`__XY_LANDING_URL__` 在 index.html 最早的 inline script 里记录。hash 路由下 `#` 后面不参与签名，所以一律 split('#')[0]。
hook 里 `wx.ready` 可能在组件卸载后才回调，加 mounted ref 判断。
""",
  FH, "mixin", "verified", branches=["*"],
  assets=["shareMixin", "useWxShare"],
  conditions="微信内置浏览器（公众号 JSSDK）",
  counter="企业微信（wxwork）里要用 wx.agentConfig + 企业微信 JSSDK，签名规则不同，不适用",
  source="PR fans-h5#440", updated="2025-06-09")

E("exp-xy-0077",
  "分享卡片图片不显示：updateAppMessageShareData 的 imgUrl（待 review）",
  """
useWxShare 接上后部分安卓机分享卡片没有图。怀疑两点：imgUrl 用了 `//cdn.xiyue.com/...` 协议相对地址（必须 https 绝对地址）；图片 > 300KB 的时候微信会放弃。已经改成 https 绝对地址 + OSS 缩略到 200x200，但没有在全部机型确认，先 review_required。
""",
  FH, "mixin", "review_required", branches=["*"],
  assets=["shareMixin", "useWxShare"],
  counter="企业微信分享不适用",
  source="Slack #h5-migration 2025-06-12", updated="2025-06-12")

E("exp-xy-0078",
  "$bus 事件总线（new Vue()）→ mitt（初步）",
  """
fans-h5 有个 `Vue.prototype.$bus = new Vue()`，打赏成功后 `$bus.$emit('gift:sent')` 通知榜单刷新。React 里先用 mitt：`export const bus = mitt<{ 'gift:sent': GiftPayload }>()`，组件里 `useEffect(() => { bus.on('gift:sent', h); return () => bus.off('gift:sent', h) }, [])`。
检查项：[ ] 卸载一定 off [ ] 榜单刷新其实可以直接 invalidate RTK Query 的 tag，能不用 bus 就不用 [ ] 双跑时 Vue 和 React 两边的 bus 不通，跨边界事件走 window CustomEvent
""",
  FH, "plugin", "candidate", branches=["*"],
  assets=["$bus", "mitt"],
  source="Slack #h5-migration 2025-06-13", updated="2025-06-13")

E("exp-xy-0079",
  "postcss-px-to-viewport 与 antd-mobile 5 共存",
  """
fans-h5 设计稿 375，Vant 2 时期用 postcss-px-to-viewport（viewportWidth: 375）把所有 px 转 vw，Vant 也一起转。antd-mobile 5 的尺寸大量通过 CSS 变量（`--adm-font-size-main` 等）定义，变量里的 px 插件也会转，一般没问题；但 antd-mobile 的 1px 边框（`.adm-list-item` 的 hairline）被转成 0.267vw 之后在部分安卓上消失。
配置：`selectorBlackList: ['.adm-list', '.adm-divider']`，`exclude` 不要整体排除 antd-mobile，否则字体比设计稿小。
""",
  FH, "build", "verified", branches=["*"],
  applies_to={"antd-mobile": "^5"},
  assets=["postcss.config.js"],
  source="PR fans-h5#405", updated="2025-05-24")

E("exp-xy-0080",
  "vue-router 3 hash 模式 → createHashRouter，微信支付授权目录",
  """
fans-h5 一直是 hash 路由（`/#/fansclub/123`），原因是微信支付的“支付授权目录”只认 `#` 前面的路径，全站共用 `https://h5.xiyue.com/`。React 版用 `createHashRouter`，不要顺手改 history 模式，否则支付页路径变成 `/pay/result` 需要重新在商户后台配置授权目录。
`this.$route.query` 在 hash 模式下 = `useSearchParams()`（`#/?a=1` 里的 query），外部链接带的 `?from=moments`（在 # 之前）要用 `new URLSearchParams(location.search)` 读。
""",
  FH, "router", "verified", branches=["*"],
  applies_to={"react-router-dom": ">=6.4"},
  assets=["router/index", "createHashRouter"],
  source="PR fans-h5#390", updated="2025-05-17")

E("exp-xy-0081",
  "微信 OAuth 登录守卫 → loader 里跳授权；40163 code been used",
  """
Vue 版在 `router.beforeEach` 里判断没 token 就跳 `https://open.weixin.qq.com/connect/oauth2/authorize?...&scope=snsapi_base#wechat_redirect`，回来带 `?code=`。React 版放在根路由 loader：有 code 就换 token，然后 `replace` 掉 URL 里的 code。

常见报错：后端返回 `{"errcode":40163,"errmsg":"code been used"}`。原因：StrictMode / 路由 loader 重复执行，或者用户点返回回到带 code 的 URL，同一个 code 换了两次。处理：
- 换 token 的请求用模块级 Promise 去重（同一个 code 只请求一次）；
- 换完立刻 `history.replaceState(null, '', urlWithoutCode)`；
- 收到 40163 且本地已有 token 时忽略，没有 token 就重新跳授权。
""",
  FH, "router", "verified", branches=["*"],
  applies_to={"react-router-dom": ">=6.4"},
  assets=["router/guards", "useWxLogin"],
  source="PR fans-h5#392", updated="2025-05-18")

E("exp-xy-0082",
  "van-tabs sticky + swipeable → antd-mobile Tabs + Swiper（初步）",
  """
粉丝团页 `<van-tabs sticky swipeable>` 四个 tab（动态/榜单/任务/特权）。antd-mobile Tabs 没有 sticky 和 swipeable：
- sticky 用 CSS `position: sticky; top: 0; z-index: 10` 包住 Tabs；
- swipeable 用 Swiper 联动：Tabs activeKey ↔ Swiper ref.swipeTo(index)。
检查项：[ ] 每个面板内是独立滚动还是跟随 window（跟随 window 时 InfiniteScroll 才能正常工作）[ ] Swiper 里的面板高度取最高的那个，切换时要重置 scrollTop [ ] 手势和 PullToRefresh 冲突
""",
  FH, "component", "candidate", branches=["*"],
  applies_to={"antd-mobile": "^5"},
  assets=["van-tabs", "FansClub"],
  source="Slack #h5-migration 2025-06-18", updated="2025-06-18")

E("exp-xy-0083",
  "van-form + van-field :rules → antd-mobile Form",
  """
`<van-form @submit>` + `<van-field name="nickname" :rules="[{ required: true, message: '请填写昵称' }]">` → antd-mobile `<Form onFinish footer={<Button block type="submit" color="primary">提交</Button>}>` + `<Form.Item name="nickname" label="昵称" rules={[{ required: true, message: '请填写昵称' }]}><Input placeholder="最多 12 字" maxLength={12} /></Form.Item>`。
Vant 的 `pattern` 规则写法一样；`validator` 返回 boolean 的要改成返回 Promise。Vant 的 `validate-trigger="onBlur"` → Form.Item `validateTrigger="onBlur"`。
""",
  FH, "component", "verified", branches=["*"],
  applies_to={"antd-mobile": "^5"},
  assets=["van-form", "van-field"],
  source="PR fans-h5#444", updated="2025-06-10")

E("exp-xy-0084",
  "van-uploader after-read → antd-mobile ImageUploader upload（必须返回 { url }）",
  """
粉丝团打卡上传图片：Vant `<van-uploader :after-read="afterRead" :max-count="9">`，afterRead 里自己上传再改 file.status。antd-mobile `ImageUploader` 的 `upload` prop 是必填的：`upload={async (file) => { const url = await uploadToOss(file); return { url }; }}`，返回值必须有 url，否则缩略图是空白。
`maxCount={9}`，超出用 `onCountExceed` 提示；压缩用 `beforeUpload` 返回压缩后的 File（返回 null 表示取消这张）。
""",
  FH, "component", "verified", branches=["*"],
  applies_to={"antd-mobile": "^5"},
  assets=["van-uploader", "ImageUploader", "CheckinPost"],
  source="PR fans-h5#446", updated="2025-06-11")

E("exp-xy-0085",
  "[hotfix] 支付结果页 get_brand_wcpay_request:fail（React 页在 hotfix 分支上）",
  """
hotfix/pay-callback 上的问题：从 React 版礼物页发起 `WeixinJSBridge.invoke('getBrandWCPayRequest', params, cb)`，回调 `err_msg` = `get_brand_wcpay_request:fail`。排查结果：hotfix 分支的打包 base 是 `/h5-hotfix/`（预发环境），不在商户后台配置的支付授权目录里。hotfix 预发环境上只能用 `https://h5.xiyue.com/` 正式目录验证，或者临时在商户后台加 `/h5-hotfix/`。
另外 timeStamp 必须是字符串，传 number 在部分安卓上同样是 fail。
""",
  FH, "other", "verified", branches=["hotfix/*"],
  assets=["GiftPay", "WeixinJSBridge"],
  source="hotfix/pay-callback PR fans-h5#471", updated="2025-07-12")

E("exp-xy-0086",
  "[过时] Vuex → redux + redux-thunk + connect",
  """
⚠️ 已过时：最早的 fans-h5 迁移 demo 用的是 redux 4 + redux-thunk + `connect(mapStateToProps)` HOC。已统一成 Redux Toolkit（configureStore + createSlice + hooks），不要再写 connect 和手写 action type 常量。
""",
  FH, "store", "deprecated", branches=["*"],
  assets=["store/index"],
  source="Slack #h5-migration 2025-04-08", updated="2025-04-20")

E("exp-xy-0087",
  "[过时] van-list → react-infinite-scroll-component",
  """
⚠️ 已过时：第一版用 react-infinite-scroll-component（`<InfiniteScroll dataLength next hasMore loader scrollableTarget>`），和 antd-mobile 的 PullToRefresh 一起用时下拉手势冲突，已换成 antd-mobile 自带 InfiniteScroll（exp-xy-0060）。
""",
  FH, "component", "deprecated", branches=["*"],
  assets=["van-list", "FansFeedList"],
  source="commit 19ab7e0", updated="2025-05-26")

E("exp-xy-0088",
  "FansRankList（老榜单，van-cell + 前三名置顶）→ antd-mobile List",
  """
FansRankList 是粉丝团页老版本的榜单：前三名单独的领奖台样式，后面 `van-cell-group` + `van-cell`。迁移：领奖台是纯样式组件照搬；列表用 `<List>` + `<List.Item prefix={<Image lazy .../>} extra={formatCount(v.score)}>`。
数据一次返回 50 条，不分页，不用 InfiniteScroll。
""",
  FH, "component", "verified", branches=["*"],
  applies_to={"antd-mobile": "^5"},
  assets=["FansRankList"],
  source="PR fans-h5#450", updated="2025-06-14")

E("exp-xy-0089",
  "FansRankListV2 的 van-count-down（榜单结算倒计时）→ ahooks useCountDown（待 review）",
  """
FansRankListV2（周榜，带结算倒计时）用了 `<van-count-down :time="ms" format="DD 天 HH:mm:ss" @finish="refresh">`。antd-mobile 5 没有倒计时组件。打算用 ahooks 的 `useCountDown({ targetDate: settleAt, onEnd: refetch })`，自己格式化 formattedRes。

未确认：iOS 切后台再回来时 setInterval 被节流，倒计时会慢；ahooks 内部每次用 targetDate - Date.now() 计算，理论上不受影响，但还没真机验证。结算时刻服务端时间与本地时间有偏差，要用接口返回的 serverNow 校准。
""",
  FH, "component", "review_required", branches=["*"],
  assets=["FansRankListV2", "van-count-down"],
  source="PR fans-h5#452 (draft)", updated="2025-06-16")

E("exp-xy-0100",
  "Vue.set / this.$set 的响应式补丁 → RTK（Immer）里直接改 draft",
  """
Vue 2.7 里给对象加新属性要 `this.$set(this.giftMap, id, gift)`，数组下标赋值也要 `$set`。到了 RTK 的 reducer 里（Immer），直接 `state.giftMap[id] = gift` 就行，不需要任何补丁。

反过来的坑：在 reducer 外面（组件里、thunk 里）改从 useSelector 拿到的对象，开发环境会报：
```
TypeError: Cannot assign to read only property 'count' of object '#<Object>'
```
因为 Immer 会 freeze 产出的 state。组件里要改就 dispatch，或者先 `structuredClone` 出本地副本。
""",
  FH, "store", "verified", branches=["*"],
  applies_to={"@reduxjs/toolkit": ">=1.9"},
  assets=["Vue.set", "giftSlice"],
  source="PR fans-h5#398", updated="2025-05-21")

E("exp-xy-0101",
  "fans-h5: vue-i18n 8（Vue 2）→ react-i18next，$tc 复数",
  """
fans-h5 只有中文和繁体两套文案（港澳台粉丝），用的是 vue-i18n 8：`$t('fans.count', { n })` 和 `$tc('fans.level', n)`。迁 react-i18next：
- `$tc` 的管道复数 `'无粉丝 | {n} 位粉丝 | {n} 位粉丝'` 第一段是 0 的情况 —— i18next 的 zh 只有 `_other` 一个复数形式，0 要单独写一个 `fans_zero` key，调用处 `count === 0 ? t('fans_zero') : t('fans', { count })`；
- 插值 `{n}` → `{{count}}`；
- 语言检测：原来读 `?lang=zh-TW`，现在用 i18next-browser-languagedetector 的 querystring 检测，lookupQuerystring: 'lang'。
""",
  FH, "i18n", "verified", branches=["*"],
  assets=["vue-i18n", "i18n/index"],
  source="PR fans-h5#455", updated="2025-06-17")

E("exp-xy-0102",
  "React 版支付回调页在 hash 路由下拉不起支付（main）",
  """
main 上 GiftPay 迁到 React 后，iOS 上点“立即支付”没反应。原因有两个：
1. `WeixinJSBridge` 在页面刚加载时可能还没注入，要等 `document.addEventListener('WeixinJSBridgeReady', ...)`，Vue 版在 mixin 里处理了，React 版漏了；
2. 支付页 URL 必须在授权目录下：我们是 hash 路由，目录是 `https://h5.xiyue.com/`，没问题；但有同学给支付页单独做了 `createBrowserRouter` 的子路由 `/pay/`，这个目录没授权，回调直接 `get_brand_wcpay_request:fail`。保持 createHashRouter。

```ts
const ready = () => new Promise<void>((r) => (window.WeixinJSBridge ? r() : document.addEventListener('WeixinJSBridgeReady', () => r(), { once: true })));
```
""",
  FH, "other", "verified", branches=["main"],
  assets=["GiftPay", "WeixinJSBridge"],
  source="PR fans-h5#460", updated="2025-06-20")

E("exp-xy-0070",
  "粉丝团页（FansClub）React 化总结：键盘顶起吸底栏、SafeArea、iOS 微信 WebView",
  """
# 粉丝团页（FansClub）React 化总结

粉丝团页是 fans-h5 流量最大的页面（日 PV 300 万+），结构：头部（主播信息 + 亲密度进度条）、四个 tab（动态 / 榜单 / 任务 / 特权）、底部吸底栏（输入框“给主播留言” + 打赏按钮）。Vue 版用 Vant 2：van-nav-bar、van-progress、van-tabs sticky swipeable、van-list、van-field、van-popup（打赏面板）。React 版 7 月第一周灰度到 20%。这里按模块记录。

## 1. 头部与进度条

van-progress → antd-mobile `ProgressBar`，`percent` 一样是 0–100。亲密度数字用 formatCount（1.2w 格式，不要用 Intl compact）。头像 van-image round → `Image` + `style={{ borderRadius: '50%' }}` + `lazy`。

## 2. tab 区

van-tabs 的 sticky + swipeable antd-mobile 都没有，见 exp-xy-0082 的初步方案。我们最后没做 swipeable（产品同意去掉左右滑切 tab），只保留 sticky，用 CSS `position: sticky`。每个面板都跟随 window 滚动（不是独立滚动容器），这样动态 tab 的 InfiniteScroll 才能正常工作；切 tab 时记录每个 tab 的 scrollY，切回来 `window.scrollTo(0, saved)`。

## 3. 底部吸底栏被键盘顶起（最麻烦）

现象：iOS 微信里点底部“给主播留言”输入框，键盘弹起后：
- 吸底栏（`position: fixed; bottom: 0`）有时跟着键盘上来，有时停在原地被键盘盖住；
- 收起键盘后页面没有回弹，底部留出一块和键盘一样高的白色空白；
- 安卓微信（X5 内核已经没了，现在是 XWeb）表现正常，键盘弹起时 window.innerHeight 变小，fixed 元素自然跟上去。

原因：iOS WKWebView 里键盘弹起不会改变 layout viewport，而是把整个页面往上推（visual viewport 偏移），`position: fixed` 是相对 layout viewport 的，所以看起来位置错乱；Vue 版当时用的是 Vant 的 van-field，van-field 自带 `@blur` 后 `window.scrollTo(0, 0)` 的处理（实际是我们在 mixin 里写的），React 版没有搬过来。

修复方案（已上线）：

```tsx
function useKeyboardOffset() {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const vv = window.visualViewport;
    if (!vv) return;
    const onResize = () => {
      const gap = window.innerHeight - vv.height - vv.offsetTop;
      setOffset(gap > 80 ? gap : 0);   // 小于 80 认为是工具栏变化，不是键盘
    };
    vv.addEventListener('resize', onResize);
    vv.addEventListener('scroll', onResize);
    return () => { vv.removeEventListener('resize', onResize); vv.removeEventListener('scroll', onResize); };
  }, []);
  return offset;
}

const offset = useKeyboardOffset();
<div className={styles.bottomBar} style={{ transform: `translateY(-${offset}px)` }}>
  <Input placeholder="给主播留言" onBlur={() => window.scrollTo(0, document.documentElement.scrollTop)} />
  <Button color="primary" onClick={openGift}>打赏</Button>
</div>
```
- 用 `visualViewport` 的 resize + scroll 算键盘高度，吸底栏用 transform 往上移，不改 bottom；
- 失焦后 `window.scrollTo(0, document.documentElement.scrollTop)` 触发一次重排，解决收起键盘后白屏空白（iOS 12–15 都有这个问题，16 以后好一些）；
- 输入框不要用 antd-mobile 的 `TextArea autoSize`，autoSize 在键盘弹起过程中改高度会让 visualViewport 连续触发，吸底栏抖动；固定一行 Input 足够。

## 4. SafeArea

iPhone 底部 home indicator 区域：吸底栏下方加 `<SafeArea position="bottom" />`（antd-mobile 5.x 自带），不要再手写 `padding-bottom: env(safe-area-inset-bottom)`，两者叠加会双倍留白。index.html 的 viewport meta 必须带 `viewport-fit=cover`，否则 env() 取值为 0，SafeArea 不生效。

## 5. 打赏面板

van-popup position bottom → antd-mobile `Popup`，见 exp-xy-0072。打赏面板里的礼物网格用 `Grid columns={4}`，选中态自己画。确认打赏用 `Dialog.confirm`，注意取消时 resolve(false) 而不是 reject（exp-xy-0069），Vue 版的 `.catch` 埋点搬过来之后不会触发，灰度第一天的“取消打赏”埋点是 0，就是这个原因。

## 6. 性能

- 首屏 JS：Vue 版 212KB（gzip），React 版第一版 268KB，主要是 antd-mobile 整包引入。antd-mobile 5 本身支持 tree-shaking，问题是我们有一处 `import * as AM from 'antd-mobile'`，改掉后 231KB；
- 动态 tab 的卡片里有视频封面，统一 `Image lazy`；
- 开启 React 18 的 `startTransition` 包 tab 切换，榜单 tab 首次渲染 200 行时不卡输入框。

## 7. 回归清单

- [x] iOS 微信 键盘 / 吸底栏
- [x] 安卓微信 键盘
- [x] iPhone 刘海屏 / home indicator
- [x] 分享卡片（useWxShare）
- [x] 打赏支付（hash 路由，授权目录不变）
- [ ] 企业微信内打开（目前未支持分享，待产品确认）
""",
  FH, "component", "verified", branches=["*"],
  applies_to={"antd-mobile": ">=5.32 <6", "react": ">=18"},
  assets=["FansClub", "van-field", "SafeArea"],
  conditions="微信内置浏览器 / iOS WKWebView，吸底输入栏",
  source="Confluence: 粉丝团页 React 化总结 2025-07", updated="2025-07-10")

E("exp-xy-0071",
  "Replacing Vuex actions with RTK Query in fans-h5: tags, refetchOnFocus, polling",
  """
# Replacing Vuex actions with RTK Query in fans-h5

Most of the Vuex actions in fans-h5 were thin wrappers around axios: `fetchFansClub`, `fetchRank`, `fetchTasks`, `claimTask`, `sendGift`, each writing the response into module state plus a `loading` flag. When moving to Redux Toolkit we first rewrote them as createAsyncThunk (see exp-xy-0063), then moved the read-only ones to RTK Query. This note collects what we learned; it is long because we hit most of the sharp edges.

## 1. One api slice, injected endpoints

We have a single `xyApi = createApi({ reducerPath: 'xyApi', baseQuery: xyBaseQuery, tagTypes: ['FansClub', 'Rank', 'Task'], endpoints: () => ({}) })` and every feature injects its endpoints with `xyApi.injectEndpoints`. Do not create one createApi per feature: each createApi adds its own middleware and its own cache, and invalidating tags across them does not work.

`xyBaseQuery` wraps our axios instance so that the `{ code, data, msg }` envelope is unwrapped and `code !== 0` becomes `{ error: { status: 'CUSTOM_ERROR', data: msg } }`. WeChat login expiry (code 40101) triggers re-auth inside the base query, not in each component.

## 2. Tags instead of "refresh after action"

Vuex code did `await dispatch('claimTask', id); dispatch('fetchTasks'); dispatch('fetchFansClub')`. With RTK Query: `getTasks` provides `['Task']`, `getFansClub` provides `[{ type: 'FansClub', id: anchorId }]`, and the `claimTask` mutation invalidates both. Claiming a task now refreshes the task list and the intimacy bar automatically. Use `{ type, id }` tags when the same endpoint is used for several anchors, otherwise claiming a task for anchor A refetches the page for anchor B too.

```ts
claimTask: build.mutation<void, { anchorId: string; taskId: string }>({
  query: ({ taskId }) => ({ url: `/api/fansclub/task/${taskId}/claim`, method: 'POST' }),
  invalidatesTags: (_r, _e, { anchorId }) => ['Task', { type: 'FansClub', id: anchorId }],
}),
```

## 3. refetchOnFocus / refetchOnReconnect do nothing unless you call setupListeners

Product wanted the fans club page to refresh when the user comes back from the live room (the H5 stays open in the WeChat WebView while the user switches to the mini-program live room and back). We set `refetchOnFocus: true` on the api slice and nothing happened. The reason is documented but easy to miss: RTK Query only listens to `focus` / `visibilitychange` / `online` events after you call `setupListeners(store.dispatch)` once, usually right after configureStore:

```ts
export const store = configureStore({ reducer: { [xyApi.reducerPath]: xyApi.reducer, fans: fansReducer }, middleware: (gDM) => gDM().concat(xyApi.middleware) });
setupListeners(store.dispatch);
```
Also note that in iOS WeChat, coming back from the mini-program fires `visibilitychange` but not `focus`; setupListeners handles visibilitychange, so that case works once the listeners are set up. `refetchOnMountOrArgChange: 30` (seconds) covers navigation inside the H5.

## 4. Polling the rank during settlement

FansRankListV2 polls the weekly rank every 10 s during the last 5 minutes before settlement. `useGetRankQuery(arg, { pollingInterval: nearSettle ? 10_000 : 0 })` works; set `skipPollingIfUnfocused: true` (RTK 2.0+) so background tabs stop polling. On RTK 1.9 (hotfix branches) that option does not exist and is silently ignored.

## 5. Optimistic update for sending gifts

`sendGift` updates the rank optimistically with `onQueryStarted` + `dispatch(xyApi.util.updateQueryData('getRank', arg, (draft) => { ... }))` and calls `patch.undo()` if the request fails. Keep the optimistic part small: only bump the sender's score, do not re-sort the list; the real rank comes from the next poll.

## 6. Things that stayed as thunks

- `sendGift` also calls WeixinJSBridge for payment; that is a multi-step flow with user interaction and does not fit a mutation well. It is a createAsyncThunk that calls the payment bridge and then dispatches `xyApi.util.invalidateTags(['Rank'])`.
- Local UI state (which tab is active, draft comment text) stays in plain slices or component state. Do not put it in RTK Query.

## 7. Testing

Use `setupApiStore(xyApi)` style helpers that create a fresh store per test, and mock the network with MSW. Reset the api state between tests with `store.dispatch(xyApi.util.resetApiState())`, otherwise cached results leak between cases exactly like with TanStack Query.

## 8. Summary checklist

- single createApi, injectEndpoints per feature;
- `{ type, id }` tags for per-anchor data;
- call `setupListeners(store.dispatch)` or refetchOnFocus/refetchOnReconnect are no-ops;
- `skipPollingIfUnfocused` needs RTK 2;
- thunks for flows with user interaction.
""",
  FH, "store", "verified", branches=["*"],
  applies_to={"@reduxjs/toolkit": ">=2"},
  assets=["xyApi", "store/modules/fans", "FansRankListV2"],
  conditions="RTK 2 + RTK Query",
  source="Confluence: fans-h5 RTK Query migration notes 2025-06", updated="2025-06-28")

# ---------------------------------------------------------------------------
# team-wide ("*") experience
# ---------------------------------------------------------------------------

E("exp-xy-0090",
  "defineProps + withDefaults → typed props with default parameters",
  """
`const props = withDefaults(defineProps<{ size?: 'sm' | 'md'; max?: number }>(), { size: 'md', max: 10 })` becomes a plain typed function component with destructuring defaults:

```tsx
type Props = { size?: 'sm' | 'md'; max?: number; tags?: string[] };
export function TagList({ size = 'md', max = 10, tags = EMPTY }: Props) { ... }
const EMPTY: string[] = [];
```
- For object/array defaults use a module-level constant (like `EMPTY`) — an inline `tags = []` creates a new array every render and breaks memo / effect deps. This is the same reason Vue requires factory functions for object defaults.
- `defineEmits<{ (e: 'change', v: string): void }>()` becomes an `onChange?: (v: string) => void` prop.
- Works the same for fans-h5 Vue 2.7 `<script setup>` components.
""",
  "*", "component", "verified", branches=["*"],
  assets=["defineProps", "withDefaults"],
  source="xy-fe-shared/docs/migration-playbook.md", updated="2025-05-05")

E("exp-xy-0091",
  "v-model → 受控组件：迁移手册（含 uncontrolled → controlled warning）",
  """
# v-model → 受控组件 迁移手册

两个项目里 v-model 的用法加起来有 1400+ 处，这是团队统一的改法。先说结论：**React 里没有双向绑定，值从父组件通过 props 下来，修改通过回调上去**；子组件自己不持有这份状态。

## 1. 原生表单元素

`<input v-model="title">` → `<input value={title} onChange={(e) => setTitle(e.target.value)} />`。
`v-model.trim` → 在 onChange 里不要 trim（会导致光标跳到末尾、无法输入空格），提交时 trim。
`v-model.number` → `onChange={(e) => setN(e.target.valueAsNumber)}`，注意空字符串时是 NaN。
`v-model.lazy` → 用 `onBlur` 代替 onChange，或者直接非受控 + ref。

## 2. 自定义组件的 v-model

Vue 3：`v-model="x"` = `:modelValue` + `@update:modelValue`；多个 `v-model:title`。Vue 2.7（fans-h5）：`value` + `@input`，或者 `model: { prop, event }` 选项。
React 统一约定 `value` + `onChange`，这也是 antd / antd-mobile 的约定，这样我们自己的组件可以直接放进 `Form.Item`（Form.Item 会注入 value/onChange）：

```tsx
type Props = { value?: string[]; onChange?: (v: string[]) => void };
export function TopicInput({ value = EMPTY, onChange }: Props) {
  const add = (t: string) => onChange?.([...value, t]);
  return <Tags items={value} onAdd={add} />;
}
```
多个 v-model（`v-model:title` + `v-model:cover`）→ 要么拆成两个受控组件，要么 `value={{ title, cover }}` + `onChange(partial)`，不要搞 `onTitleChange`、`onCoverChange` 一堆回调，放不进 Form.Item。

## 3. 子组件“想改 props”

Vue 里常见的反模式：子组件 `const local = ref(props.value)` 然后 watch 同步。React 里对应的反模式是 `const [local, setLocal] = useState(props.value)` + `useEffect(() => setLocal(props.value), [props.value])`，会多一次渲染并且在父子同时改时丢输入。
正确做法二选一：
- 完全受控：不存 local，直接用 props.value，修改调 onChange；
- 完全非受控：只接受 `defaultValue`，内部自己管，父组件要重置时换 `key`。
需要“两种都支持”的组件（我们的 `XyInput`），用 rc-util 的 `useMergedState(defaultValue, { value, onChange })`，antd 内部也是这么做的。

## 4. 常见 warning：uncontrolled → controlled

最常见的一条：
```
Warning: A component is changing an uncontrolled input to be controlled. This is likely caused by the value changing from undefined to a defined value, which should not happen. Decide between using a controlled or uncontrolled input element for the lifetime of the component.
```
原因几乎都是：初始 state 是 `undefined`（接口还没回来，或者 `useState<string>()` 没给初值），数据回来后变成字符串。Vue 的 v-model 对 undefined 很宽容，React 不是：value 为 undefined 时 React 认为这是非受控 input，之后变成有值就是“从非受控变受控”。
修法：
- 给初值：`useState('')`；
- 或者在传入时兜底：`value={title ?? ''}`；
- 对 checkbox 是 `checked={!!checked}`；
- antd 的 Input 放在 Form.Item 里时不要自己再传 value，由 Form 管，initialValues 里没有的字段 antd 会处理成 undefined，但 antd Input 内部做了兼容，不会报这个 warning；报 warning 的都是原生 input 或我们自己包的组件。
反方向的 “changing a controlled input to be uncontrolled” 是值从字符串变回 undefined（比如重置时 `setForm({})`），同样用 `?? ''` 兜底。

## 5. 表单整体：reactive 对象 → Form 实例

Vue 里 `const form = reactive({ title: '', desc: '' })` + 每个字段 v-model，这种页面迁移时**不要**改成一个大 useState 对象 + 每个字段 onChange 里 `setForm({ ...form, title })` —— 字段一多每次输入整个表单 rerender，而且闭包里的 form 可能是旧的。用 antd / antd-mobile 的 Form（`Form.useForm()`），字段值由 Form 管，只在提交时 `validateFields()` 取。

## 6. 列表里的 v-model

`<div v-for="item in list"><input v-model="item.name"></div>` 直接改了数组元素。React 里：
```tsx
list.map((item, i) => <input key={item.id} value={item.name} onChange={(e) => setList((l) => l.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))} />)
```
key 必须用 id，不能用 index，否则删一行之后输入框的内容错位。列表很长时改用 Form.List。

## 7. .sync 修饰符（Vue 2）

fans-h5 里 `:visible.sync="show"` 就是 `visible` + `onVisibleChange`，antd-mobile 的 Popup 是 `visible` + `onClose` / `onMaskClick`，按组件实际事件名来。

## 8. checklist

- [ ] 所有受控 value 都有非 undefined 初值或 `?? ''` 兜底
- [ ] 自定义组件统一 value/onChange，能放进 Form.Item
- [ ] 没有 useState(props.x) + useEffect 同步
- [ ] 列表 key 用 id
""",
  "*", "component", "verified", branches=["*"],
  assets=["v-model", "XyInput"],
  source="xy-fe-shared/docs/migration-playbook.md#v-model", updated="2025-06-08")

E("exp-xy-0092",
  "watch / watchEffect → useEffect：immediate、deep、oldValue",
  """
- `watch(src, cb, { immediate: true })` → `useEffect(() => cb(src), [src])`，useEffect 本来就在挂载后执行一次，等同 immediate；**不要** immediate 的话要用 ref 跳过首次：`const first = useRef(true)`。
- `deep: true` 没有等价物：依赖数组按 Object.is 比较。要么依赖具体字段（`[filters.status, filters.keyword]`），要么用 use-deep-compare-effect。别把整个对象放依赖又每次 render 新建对象，会死循环请求。
- 回调里要 oldValue：`const prev = usePrevious(src)`。
- 很多 watch 其实是“数据变了就重新请求”，直接把参数放进 queryKey，不需要 effect。
""",
  "*", "other", "verified", branches=["*"],
  assets=["watch", "watchEffect"],
  source="xy-fe-shared/docs/migration-playbook.md#watch", updated="2025-05-05")

E("exp-xy-0093",
  "computed → useMemo? (初步讨论)",
  """
Slack 讨论记录，还没定论：computed 全都换成 useMemo is NOT best practice。便宜的派生（拼字符串、过滤 20 条数据）直接在 render 里算；只有计算昂贵、或者结果要作为 effect / memo 子组件的依赖需要引用稳定时才 useMemo。
检查项：[ ] 依赖数组写全（eslint react-hooks/exhaustive-deps）[ ] 可写 computed（get/set）改成 value + setter 两个东西 [ ] 开了 React Compiler 的话不要手写 useMemo（目前两个项目都没开）
""",
  "*", "other", "candidate", branches=["*"],
  assets=["computed"],
  source="Slack #fe-migration 2025-06-20", updated="2025-06-20")

E("exp-xy-0094",
  "nextTick → useLayoutEffect / flushSync（待 review）",
  """
Vue 里 `await nextTick(); el.scrollHeight` 是“等 DOM 更新完再量”。React 里对应：
- 更新后量 DOM：`useLayoutEffect(() => { measure() }, [list])`，在浏览器绘制前同步执行；
- 事件处理里 setState 之后马上要新 DOM（比如加一条评论后立刻滚到底）：`flushSync(() => setList(next)); listRef.current.scrollTop = listRef.current.scrollHeight;`
flushSync 会打断批处理，不要在循环里用。还在评审：有人主张统一用 ref callback，先标 review_required。
""",
  "*", "other", "review_required", branches=["*"],
  applies_to={"react": ">=18"},
  assets=["nextTick"],
  source="Slack #fe-migration 2025-06-22", updated="2025-06-22")

E("exp-xy-0095",
  "provide / inject → React Context（拆分 Context 避免全量 rerender）",
  """
`provide('uploadCtx', reactive({ progress, cancel }))` + 子孙 `inject('uploadCtx')` → `createContext` + Provider + `useContext`。
差别：Vue 的 inject 拿到 reactive 对象，只有用到的字段变了才更新；React 里 Provider 的 value 一变，所有 useContext 的组件都 rerender。
- value 用 useMemo 包；
- 频繁变化的值（上传进度）和稳定的方法（cancel）拆成两个 Context；
- 跨很多层、频繁更新的共享状态，别用 Context，放 zustand / RTK。
""",
  "*", "other", "verified", branches=["*"],
  assets=["provide", "inject"],
  source="xy-fe-shared/docs/migration-playbook.md#provide", updated="2025-05-06")

E("exp-xy-0096",
  "slot / scoped slot → children / render props",
  """
- 默认 slot → `children`；具名 slot `#header` → `header?: ReactNode` prop；
- 作用域插槽 `<template #item="{ item, index }">` → render prop `renderItem={(item, index) => ...}`，这也是 antd List / Table column.render 的风格；
- `$slots.footer` 判断有没有传 → `footer !== undefined`；
- Vue 2.7（fans-h5）老写法 `slot-scope="scope"` 同样改成 render prop。
""",
  "*", "component", "verified", branches=["*"],
  assets=["slot", "scoped-slot"],
  source="xy-fe-shared/docs/migration-playbook.md#slots", updated="2025-05-06")

E("exp-xy-0097",
  "<Teleport to=\"body\"> / portal-vue → createPortal",
  """
creator-studio 的 `<Teleport to="body">`、fans-h5 的 portal-vue `<portal to="modal">` → `createPortal(node, document.body)`。事件冒泡按 React 树而不是 DOM 树走（Portal 里的点击会冒泡到 React 父组件），这点和 Teleport 一样，但和 portal-vue 不一样，fans-h5 有一处“点外部关闭”的逻辑因此失效，改用 `ref.contains(e.target)` 判断。
大多数场景直接用 antd Modal / antd-mobile Popup 的 getContainer，不用自己 portal。
""",
  "*", "component", "verified", branches=["*"],
  applies_to={"react": ">=18"},
  assets=["Teleport", "portal-vue"],
  source="xy-fe-shared/docs/migration-playbook.md#teleport", updated="2025-05-07")

E("exp-xy-0098",
  "app.config.errorHandler / Vue.config.errorHandler → ErrorBoundary + Sentry",
  """
Vue 的全局 errorHandler 能接住所有组件渲染和生命周期里的错误；React 只有 ErrorBoundary 能接渲染错误，事件处理和异步里的错误接不到。
- 路由级：每个路由的 `errorElement`（data router）；
- 岛级：@xy/react-island 外面包 `Sentry.ErrorBoundary`，fallback 显示“模块加载失败，点击重试”，一个岛挂了不影响 Vue 壳子；
- 异步错误：TanStack Query / RTK Query 的全局 onError + window `unhandledrejection` 上报。
""",
  "*", "plugin", "verified", branches=["*"],
  assets=["errorHandler", "ErrorBoundary"],
  source="xy-fe-shared/docs/migration-playbook.md#errors", updated="2025-05-09")

E("exp-xy-0099",
  "发版后白屏：Failed to fetch dynamically imported module → lazyWithRetry",
  """
每次发版后 Sentry 都有一波：
```
TypeError: Failed to fetch dynamically imported module: https://static.xiyue.com/creator/assets/DataOverview-3f9a2c1b.js
```
（Safari 是 `Importing a module script failed.`）用户停留在旧页面，旧 chunk 已经被新版本的部署删掉了。处理：
```ts
export const lazyWithRetry = (factory: () => Promise<any>) => lazy(() => factory().catch((e) => {
  if (!sessionStorage.getItem('xy_chunk_reload')) { sessionStorage.setItem('xy_chunk_reload', '1'); location.reload(); }
  throw e;
}));
```
部署侧保留上一个版本的 assets 24 小时（CDN 不删旧文件），vite 的 `vite:preloadError` 事件也监听一下。
""",
  "*", "build", "verified", branches=["*"],
  assets=["lazyWithRetry", "React.lazy"],
  source="PR xy-fe-shared#102", updated="2025-06-27")

# ---------------------------------------------------------------------------
# query contexts
# ---------------------------------------------------------------------------

CS_MAIN_STACK = {"vue": "3.4.27", "naive-ui": "2.38.2", "pinia": "2.1.7", "vue-router": "4.3.2",
                 "echarts": "5.5.0", "react": "18.3.1", "react-dom": "18.3.1", "antd": "5.18.3",
                 "zustand": "4.5.2", "@tanstack/react-query": "5.45.1", "react-router-dom": "6.23.1"}
# release/2025q3 still ships antd 4, an older react-router and echarts 5.4
CS_REL_STACK = dict(CS_MAIN_STACK, **{"echarts": "5.4.3", "react": "18.2.0", "react-dom": "18.2.0",
                                      "antd": "4.24.16", "react-router-dom": "6.14.2"})
CS_ZV5_STACK = dict(CS_MAIN_STACK, zustand="5.0.0")
FH_MAIN_STACK = {"vue": "2.7.16", "vant": "2.13.2", "vuex": "3.6.2", "vue-router": "3.6.5",
                 "react": "18.3.1", "react-dom": "18.3.1", "antd-mobile": "5.36.1",
                 "@reduxjs/toolkit": "2.2.5", "react-redux": "9.1.2", "react-router-dom": "6.23.1"}
# hotfix/* branches are cut from the May production tag
FH_HOT_STACK = {"vue": "2.7.16", "vant": "2.12.54", "vuex": "3.6.2", "vue-router": "3.6.5",
                "react": "18.2.0", "react-dom": "18.2.0", "antd-mobile": "5.33.0",
                "@reduxjs/toolkit": "1.9.7", "react-redux": "8.1.3", "react-router-dom": "6.14.2"}

CTX = {
    "cs": (CS, "main", CS_MAIN_STACK),
    "cs-rel": (CS, "release/2025q3", CS_REL_STACK),
    "cs-live": (CS, "feature/live-room-react", CS_MAIN_STACK),
    "cs-zv5": (CS, "feature/zustand-v5-trial", CS_ZV5_STACK),
    "fh": (FH, "main", FH_MAIN_STACK),
    "fh-hot-rank": (FH, "hotfix/gift-rank", FH_HOT_STACK),
    "fh-hot-pay": (FH, "hotfix/pay-callback", FH_HOT_STACK),
}

R, RO, NA = "reusable", "reference_only", "not_applicable"


def Q(n, category, lang, decision, ctx, query, labels, asset=None, asset_type=None):
    project, branch, stack = CTX[ctx]
    context = {"project": project, "branch": branch, "stack": dict(stack)}
    if asset:
        context["asset"] = asset
    if asset_type:
        context["asset_type"] = asset_type
    QUERIES.append({
        "id": "q-xy-%03d" % n,
        "query": query,
        "context": context,
        "labels": {"exp-xy-%04d" % k: v for k, v in labels.items()},
        "expected_decision": decision,
        "category": category,
        "lang": lang,
    })


# identifier
Q(1, "identifier", "zh", "inject", "cs", "VideoListTable 的 n-data-table remote 分页迁到 antd Table 之后，翻页时数据会闪成空白，怎么处理？",
  {1: R, 3: NA, 58: NA, 2: NA}, "VideoListTable", "component")
Q(2, "identifier", "mixed", "inject", "cs", "useCreatorStore 用了 pinia-plugin-persistedstate，migrate 到 zustand persist 以后 localStorage key 要怎么 keep compatible？",
  {6: R, 53: RO, 9: NA, 59: NA}, "useCreatorStore", "store")
Q(3, "identifier", "en", "inject", "cs", "How do we replace the v-permission directive in the React pages? It used to remove the button from the DOM in mounted().",
  {26: R}, "v-permission", "directive")
Q(4, "identifier", "zh", "inject", "fh", "FansFeedList 里的 van-list 换成 antd-mobile 的 InfiniteScroll，loadMore 应该怎么写？以前是 v-model loading + finished",
  {60: R, 62: RO, 87: NA}, "FansFeedList", "component")
Q(5, "identifier", "mixed", "reference", "cs", "useCreatorStatsStore 里 setInterval 30s 轮询实时数据，React 这边要不要改成 TanStack Query 的 refetchInterval？",
  {9: R, 6: NA}, "useCreatorStatsStore", "store")
Q(6, "identifier", "zh", "inject", "fh", "shareMixin 迁到 React 之后要怎么写成 hook？",
  {76: R, 77: RO}, "shareMixin", "mixin")
Q(7, "identifier", "zh", "inject", "cs", "CommentAuditTable 用的 n-virtual-list，一页 500 条评论，React 这边用什么替代？",
  {54: R, 5: NA}, "CommentAuditTable", "component")
Q(8, "identifier", "mixed", "reference", "fh", "FansRankListV2 的 van-count-down 在 antd-mobile 里没有对应组件，countdown 要怎么搞？",
  {89: R, 88: NA}, "FansRankListV2", "component")

# synonym
Q(9, "synonym", "mixed", "inject", "cs", "表格翻到下一页的时候先把上一页的 rows 留着，等新数据回来再 swap，这个怎么做？",
  {1: R, 3: NA, 2: NA})
Q(10, "synonym", "en", "inject", "fh", "On mobile the confirm popup no longer throws when the user taps cancel, so our catch branch never runs. Why?",
  {69: R})
Q(11, "synonym", "en", "inject", "cs", "How do I stop users from leaving the edit page when there are unsaved changes, using React Router?",
  {43: R, 44: NA, 51: RO})
Q(12, "synonym", "zh", "inject", "fh", "父组件传下来的值子组件也要能改，以前是双向绑定，现在 React 里怎么写？",
  {91: R})
Q(13, "synonym", "zh", "inject", "cs", "祖先组件给很深的子孙组件共享数据（以前的依赖注入写法），改成 React 怎么做？",
  {95: R})
Q(14, "synonym", "mixed", "inject", "fh", "H5 列表下拉刷新的提示 copy 要自定义，比如“下拉刷新粉丝动态”，怎么弄？",
  {61: R})
Q(15, "synonym", "zh", "inject", "cs", "监听某个数据变化去做事，希望组件一挂上就先执行一次，React 里怎么写？",
  {92: R})

# jargon
Q(16, "jargon", "mixed", "inject", "cs", "壳子里挂岛的时候，props 变了岛不 re-render",
  {48: R, 50: NA})
Q(17, "jargon", "zh", "reference", "cs", "双跑期间灰度开关怎么判断走 React 还是 Vue 的页面？",
  {49: R})
Q(18, "jargon", "zh", "inject", "cs", "大盘页的图表切 tab 回来后尺寸不对，挤在左边",
  {15: R, 13: RO})
Q(19, "jargon", "zh", "inject", "cs", "发布器分步表单点上一步下一步，之前填的字段值丢了",
  {52: R, 53: RO})
Q(20, "jargon", "zh", "inject", "cs", "草稿箱自动保存多久存一次？关页面前要不要再存一下？",
  {51: R})
Q(21, "jargon", "mixed", "reference", "cs-live", "弹幕层 React 版先用 canvas 画还是 DOM 节点？",
  {56: R})

# version_gate
Q(22, "version_gate", "mixed", "inject", "cs-rel", "release 分支上 VideoListTable 的 remote pagination 也要迁，antd 还是 4.24",
  {2: R, 1: NA, 3: NA}, "VideoListTable", "component")
Q(23, "version_gate", "zh", "inject", "cs-rel", "release/2025q3 上把 n-date-picker 换成 DatePicker，接口给的是秒级时间戳",
  {25: R, 24: NA}, "n-date-picker", "component")
Q(24, "version_gate", "en", "inject", "cs", "Migrating n-date-picker to DatePicker on main; the API returns unix seconds. What value type does the picker want?",
  {24: R, 25: NA}, "n-date-picker", "component")
Q(25, "version_gate", "mixed", "inject", "cs-rel", "release 分支 message 提示要读 ConfigProvider 的主题，App.useApp 能用吗？",
  {17: R, 16: NA})
Q(26, "version_gate", "zh", "abstain", "cs-rel", "release/2025q3 上 CommentAuditTable 也想用 Table 的 virtual 属性做虚拟滚动",
  {54: NA}, "CommentAuditTable", "component")
Q(27, "version_gate", "en", "reference", "cs-rel", "On release/2025q3, how do we block navigation away from the publish page when the draft has unsaved changes?",
  {43: NA, 44: R})
Q(28, "version_gate", "zh", "reference", "fh-hot-rank", "hotfix 分支上 createSlice 的 extraReducers 还是对象写法，控制台有 warning，要不要改？",
  {65: NA, 66: R})
Q(29, "version_gate", "zh", "abstain", "cs-rel", "release 分支的大盘页 tooltip 被卡片 overflow hidden 裁掉了",
  {15: NA}, "DataOverview", "component")
Q(30, "version_gate", "mixed", "reference", "cs-zv5", "feature 分支升了 zustand 5，selector 返回对象之后直接 Maximum update depth exceeded",
  {57: R, 7: NA})

# status_gate
Q(31, "status_gate", "zh", "inject", "cs", "creator-studio 的 Pinia 迁移，状态管理是用 Redux Toolkit 还是 zustand？",
  {59: NA, 6: R})
Q(32, "status_gate", "mixed", "inject", "cs", "island mount 还能用 ReactDOM.render 吗，还是必须 createRoot？",
  {50: NA, 48: R})
Q(33, "status_gate", "zh", "reference", "cs", "keep-alive 缓存的作品列表页迁 React，返回时怎么保留筛选条件和滚动位置？",
  {11: R})
Q(34, "status_gate", "zh", "reference", "cs", "<i18n-t> 组件里用 slot 插链接，迁到 react-i18next 怎么写？",
  {30: R, 29: RO}, "i18n-t", "i18n")
Q(35, "status_gate", "en", "reference", "fh", "What's the React equivalent of nextTick when I need the DOM updated before measuring scrollHeight?",
  {94: R})
Q(36, "status_gate", "zh", "reference", "cs", "XyTracker 插件 app.use 注册的全局埋点，React 里放在哪一层？",
  {41: R, 40: RO}, "XyTracker", "plugin")
Q(37, "status_gate", "zh", "abstain", "cs", "qiankun 子应用的 React 入口用 vite-plugin-qiankun 怎么配？",
  {105: NA, 48: NA})
Q(38, "status_gate", "mixed", "reference", "fh", "computed 全部换成 useMemo 是不是 best practice？",
  {93: R})
Q(39, "status_gate", "zh", "reference", "fh", "InfiniteScroll 首屏数据不满一屏的时候 loadMore 连续触发两次，列表出现重复",
  {62: R, 60: RO}, "FansFeedList", "component")

# scope_gate
Q(40, "scope_gate", "zh", "abstain", "cs", "播放量 1.2w 这种 formatCount 过滤器在 React 里怎么写？",
  {74: NA})
Q(41, "scope_gate", "zh", "inject", "fh", "vue-i18n 的 $tc 复数文案迁到 react-i18next 怎么处理？",
  {101: R, 29: NA}, "vue-i18n", "i18n")
Q(42, "scope_gate", "zh", "inject", "fh", "React 版礼物支付页在 hash 路由下拉不起微信支付",
  {102: R, 85: NA}, "GiftPay", "other")
Q(43, "scope_gate", "zh", "inject", "fh-hot-pay", "hotfix 分支预发环境上支付回调报 get_brand_wcpay_request:fail",
  {85: R, 102: NA}, "GiftPay", "other")
Q(44, "scope_gate", "mixed", "abstain", "cs", "main 上的 ECharts 想按需引入 echarts/core 来减 bundle size，有现成经验吗？",
  {103: NA})
Q(45, "scope_gate", "en", "abstain", "cs", "Danmaku overlay for the live room page in React: canvas or DOM nodes?",
  {56: NA})
Q(46, "scope_gate", "zh", "inject", "cs", "v-copy 复制链接的指令在 React 里怎么实现？",
  {27: R}, "v-copy", "directive")

# missing
Q(47, "missing", "zh", "abstain", "cs", "VideoListTable 的导出 Excel 功能迁 React 用什么库？",
  {1: NA}, "VideoListTable", "component")
Q(48, "missing", "en", "abstain", "fh", "How do we migrate the van-calendar range picker to antd-mobile?",
  {})
Q(49, "missing", "en", "abstain", "cs", "Any gotchas moving n-watermark to the antd 5 Watermark component?",
  {})
Q(50, "missing", "zh", "abstain", "fh", "van-swipe-cell 左滑删除换成 antd-mobile SwipeAction 之后和页面滚动手势冲突",
  {})
Q(51, "missing", "mixed", "abstain", "cs", "迁移的时候要不要顺手上 SSR / Next.js？",
  {})
Q(52, "missing", "zh", "abstain", "fh", "Vuex 的 strict 模式在 RTK 里对应什么配置？",
  {100: NA})

# multilingual (question and entry in different languages)
Q(53, "multilingual", "en", "inject", "cs", "How do VideoListTable's selected rows survive page changes after moving to antd Table?",
  {4: R}, "VideoListTable", "component")
Q(54, "multilingual", "en", "inject", "fh", "What replaces this.$toast.loading in antd-mobile, and how do I close it afterwards?",
  {68: R})
Q(55, "multilingual", "zh", "inject", "cs", "TanStack Query 的单测，每个用例要不要新建 QueryClient？失败用例总是超时",
  {35: R})
Q(56, "multilingual", "zh", "inject", "cs", "defineProps 配合 withDefaults 的默认值，在 React 组件里怎么写？数组默认值有什么讲究",
  {90: R})
Q(57, "multilingual", "en", "reference", "fh", "Replacing the Vue 2 $bus event bus (new Vue()) in React: what did we use?",
  {78: R})
Q(58, "multilingual", "zh", "reference", "cs", "Pinia 里带参数的 getter 迁到 zustand 怎么写？",
  {38: R})

# error_code
Q(59, "error_code", "mixed", "inject", "cs", "vite dev 报 Failed to parse source for import analysis because the content contains invalid JS syntax. If you are using JSX, make sure to name the file with the .jsx or .tsx extension.",
  {31: R}, "vite.config.ts", "build")
Q(60, "error_code", "mixed", "inject", "fh", "报错 The object notation for `createSlice.extraReducers` has been removed. Please use the 'builder callback' notation instead",
  {65: R, 66: NA})
Q(61, "error_code", "en", "inject", "cs", "Console shows: Warning: [antd: message] Static function can not consume context like dynamic theme. Please use 'App' component instead.",
  {16: R, 17: NA})
Q(62, "error_code", "zh", "inject", "fh", "微信分享 config:invalid signature，只有 iOS 报，安卓正常",
  {76: R, 77: NA})
Q(63, "error_code", "zh", "inject", "cs", "StrictMode 下控制台一直刷 [ECharts] There is a chart instance already initialized on the dom.",
  {13: R, 15: RO, 104: NA})
Q(64, "error_code", "mixed", "inject", "cs", "发版后部分用户白屏，Sentry 里是 TypeError: Failed to fetch dynamically imported module",
  {99: R})
Q(65, "error_code", "zh", "inject", "fh", "接了 redux-persist 之后控制台报 A non-serializable value was detected in an action, in the path: `register`",
  {67: R})
Q(66, "error_code", "en", "inject", "cs", "TS error: Object literal may only specify known properties, and 'cacheTime' does not exist in type. What is it called in v5?",
  {36: R, 3: NA})
Q(67, "error_code", "zh", "inject", "fh", "微信登录回调后端返回 errcode 40163 code been used",
  {81: R})

# long_doc (answer deep inside a >= 3000-character entry)
Q(68, "long_doc", "mixed", "inject", "cs", "大盘页 tooltip 被父容器 overflow: hidden 裁切了，appendToBody 又提示 deprecated",
  {15: R}, "DataOverview", "component")
Q(69, "long_doc", "zh", "inject", "cs", "视频分片上传最后一步 CompleteMultipartUpload 报 InvalidPart",
  {22: R}, "UploadVideo", "component")
Q(70, "long_doc", "mixed", "inject", "cs", "PublishWizard 刷新之后 persist 的草稿被空状态覆盖了，感觉是 hydration 时序问题",
  {53: R, 51: RO}, "PublishWizard", "store")
Q(71, "long_doc", "zh", "inject", "fh", "粉丝团页在 iOS 微信里键盘弹起，底部留言输入栏位置错乱，收起后底部留白",
  {70: R}, "FansClub", "component")
Q(72, "long_doc", "en", "inject", "fh", "refetchOnFocus doesn't do anything in our RTK Query api slice; coming back from the live room doesn't refresh the page",
  {71: R})
Q(73, "long_doc", "zh", "inject", "cs", "控制台报 A component is changing an uncontrolled input to be controlled，这个 warning 怎么处理",
  {91: R})

# not_applicable (on-topic entry whose counter_conditions / sub-question do not match)
Q(74, "not_applicable", "zh", "reference", "cs", "VideoListTable 改成前端本地分页了（数据一次性全拉回来），还需要 useQuery + keepPreviousData 那套吗？",
  {1: NA, 58: RO}, "VideoListTable", "component")
Q(75, "not_applicable", "zh", "abstain", "fh", "antd-mobile 的 Dialog.confirm 怎么设置点遮罩不关闭？",
  {69: NA})
Q(76, "not_applicable", "zh", "abstain", "cs", "useECharts 的图表放在 antd Modal 里，第一次打开宽度是 0",
  {13: NA}, "useECharts", "component")
Q(77, "not_applicable", "en", "reference", "fh", "Our feed list lives inside a tab panel with its own scroll container. Can antd-mobile InfiniteScroll handle that?",
  {60: NA, 82: RO}, "FansFeedList", "component")
Q(78, "not_applicable", "zh", "inject", "cs", "useCreatorStore 的数据要在多个浏览器 tab 之间同步",
  {6: NA, 53: R}, "useCreatorStore", "store")
Q(79, "not_applicable", "mixed", "abstain", "fh", "shareMixin 在企业微信里分享也是这套 wx.config 吗？",
  {76: NA, 77: NA}, "shareMixin", "mixin")
Q(80, "not_applicable", "zh", "inject", "cs", "n-select remote 搜索话题，但还要允许用户输入不存在的新标签",
  {46: NA, 47: R}, "n-select", "component")


def write_jsonl(path, rows):
    with open(path, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    ENTRIES.sort(key=lambda e: e["id"])
    write_jsonl(os.path.join(HERE, "experiences.jsonl"), ENTRIES)
    write_jsonl(os.path.join(HERE, "queries.jsonl"), QUERIES)
    print("wrote %d entries, %d queries" % (len(ENTRIES), len(QUERIES)))
