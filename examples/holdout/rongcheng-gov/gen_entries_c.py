# -*- coding: utf-8 -*-
"""zhengwu-portal: Vuex -> RTK, router, filters. Entries 0025-0043."""

PM_BR = ["master", "dev-*"]
REL_BR = ["release/v3.*"]

ENTRIES = [
dict(
    id="exp-rc-0025",
    title="Vuex user 模块迁 RTK userSlice：登录信息、权限码、非序列化字段",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"@reduxjs/toolkit": "^2.0"},
    asset_type="store",
    assets=["store/modules/user", "userSlice"],
    status="verified",
    conditions="Vuex store/modules/user.js（userInfo、perms、roles、loginTime）迁到 Redux Toolkit",
    counter_conditions="token 不进 Redux，也不做持久化，由 request 层放 sessionStorage 管理",
    source="PR !1170",
    updated_at="2024-01-05",
    body=r"""迁完第一天控制台就刷：

```
A non-serializable value was detected in the state, in the path: `user.loginTime`. Value: Mon Jan 01 2024 09:12:33 GMT+0800
Take a look at the reducer(s) handling this action type: user/fetchUserInfo/fulfilled.
```

原因：Vuex 里 loginTime 存的是 new Date()，perms 存的是 Set。RTK 默认中间件会检查可序列化。

处理：
1. loginTime 存时间戳 number，展示时 dayjs(loginTime).format()。
2. perms 存 string[]，useAuth 里用 useMemo 转 Set。
3. 不要为了消警告去关 serializableCheck。

slice 写法：

```ts
export const fetchUserInfo = createAsyncThunk('user/fetchUserInfo', () => userApi.info())
const userSlice = createSlice({
  name: 'user',
  initialState: { info: null as UserInfo | null, perms: [] as string[], loginTime: 0 },
  reducers: { logout: () => initialState },
  extraReducers: builder => {
    builder.addCase(fetchUserInfo.fulfilled, (s, { payload }) => {
      s.info = payload.user; s.perms = payload.perms; s.loginTime = Date.now()
    })
  },
})
```

token 不放 Redux：Vuex 时代 token 在 state.user.token 同时写 localStorage，等保测评被提过，现在统一由 request.ts 放 sessionStorage。""",
),
dict(
    id="exp-rc-0026",
    title="RTK 2 报错：createSlice.extraReducers 对象写法已移除，改 builder callback",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"@reduxjs/toolkit": ">=2.0 <3"},
    asset_type="store",
    assets=["matterSlice", "userSlice"],
    status="verified",
    conditions="master / dev-* 已升 @reduxjs/toolkit 2.x",
    source="PR !1285（升级 RTK 2.2）",
    updated_at="2024-03-13",
    body=r"""从 release 分支 cherry-pick 过来的 slice 在 master 直接抛错：

```
Error: The object notation for `createSlice.extraReducers` has been removed. Please use the 'builder callback' notation instead: https://redux-toolkit.js.org/api/createSlice
```

RTK 2 里对象写法直接删除了（1.9 只是 deprecation 警告）。改写：

```ts
// 旧
extraReducers: { [fetchMatter.fulfilled.type]: (s, a) => { s.list = a.payload } }
// 新
extraReducers: builder => { builder.addCase(fetchMatter.fulfilled, (s, a) => { s.list = a.payload }) }
```

createReducer 的对象写法同样被删。全仓搜索 "extraReducers: {" 和 "createReducer(initialState, {"。""",
),
dict(
    id="exp-rc-0027",
    title="release/v3.* 仍是 RTK 1.9：extraReducers 对象写法的 deprecation 警告处理",
    project="zhengwu-portal",
    branches=REL_BR,
    applies_to={"@reduxjs/toolkit": "^1.9"},
    asset_type="store",
    assets=["matterSlice", "userSlice"],
    status="verified",
    conditions="release/v3.* 分支，@reduxjs/toolkit 1.9.x",
    source="钉钉群 2024-03-13",
    updated_at="2024-03-13",
    body="""release 分支 RTK 1.9.7，对象写法还能跑，只是开发环境警告：
"The object notation for `createSlice.extraReducers` is deprecated, and will be removed in RTK 2.0."
结论：release 分支新代码一律写 builder callback，老代码顺手改，不强制。这样以后 cherry-pick 到 master（RTK 2）不会炸。release 分支不要升 RTK 2，react-redux 8 配套。""",
),
dict(
    id="exp-rc-0028",
    title="Vuex dict 模块（字典缓存）迁到 RTK Query dictApi",
    project="zhengwu-portal",
    applies_to={"@reduxjs/toolkit": ">=1.9 <3"},
    asset_type="store",
    assets=["store/modules/dict", "dictApi"],
    status="verified",
    conditions="字典中心 /zwfw-api/dict/{type} 接口，页面按 dictType 取码表",
    source="PR !1188",
    updated_at="2024-01-16",
    body=r"""Vuex 的 dict 模块是手写缓存：state.dicts[type]，action getDict(type) 先查缓存再请求，还要处理并发请求去重（同一页面 5 个下拉同时请求 matter_type）。

RTK Query 自带去重和缓存：

```ts
export const dictApi = createApi({
  reducerPath: 'dictApi',
  baseQuery: rcBaseQuery,
  keepUnusedDataFor: 3600,
  endpoints: b => ({ getDict: b.query<DictItem[], string>({ query: type => `/dict/${type}` }) }),
})
export const { useGetDictQuery } = dictApi
```

release 分支（RTK 1.9）和 master 写法一样。字典在管理端修改后需要刷新：dispatch(dictApi.util.invalidateTags(['Dict']))。""",
),
dict(
    id="exp-rc-0029",
    title="【废弃】用 redux-persist 持久化 user（含 token）到 localStorage",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"@reduxjs/toolkit": "^2.0"},
    asset_type="store",
    assets=["userSlice"],
    status="deprecated",
    counter_conditions="已废弃：等保测评不允许 token 长期落在 localStorage",
    source="PR !1152（已回滚）",
    updated_at="2023-12-20",
    body="""早期为了刷新不丢登录态，给 userSlice 套了 redux-persist，whitelist: ['user']，token 一起写进 localStorage 的 persist:root。等保测评指出关浏览器后 token 仍有效且可被读取，已回滚。现在刷新页面靠 sessionStorage 里的 token 重新拉 /user/info。""",
),
dict(
    id="exp-rc-0030",
    title="Vuex matter 模块 mapState/mapGetters 迁移：useSelector + createSelector",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"@reduxjs/toolkit": "^2.0"},
    asset_type="store",
    assets=["store/modules/matter", "matterSlice"],
    status="verified",
    conditions="事项（matter）列表、办件统计的 getters",
    source="PR !1199",
    updated_at="2024-01-24",
    body=r"""Vuex getters 里有带参数的 getter：getters.matterByCode(code)。RTK 里写成 selector 工厂：

```ts
export const selectMatterByCode = (code: string) => createSelector(
  [(s: RootState) => s.matter.list], list => list.find(m => m.matterCode === code),
)
// 组件
const matter = useSelector(useMemo(() => selectMatterByCode(code), [code]))
```

不 useMemo 的话每次 render 都是新 selector，记忆化失效。RTK 2 默认检查 selector 返回新引用，开发环境会报 "Selector unknown returned a different result when called with the same parameters"。""",
),
dict(
    id="exp-rc-0031",
    title="Vuex store.subscribe 埋点上报迁到 createListenerMiddleware（待评审）",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"@reduxjs/toolkit": "^2.0"},
    asset_type="store",
    assets=["store/plugins/track"],
    status="review_required",
    conditions="Vuex 插件 trackPlugin 通过 store.subscribe 监听 mutation 上报办件行为埋点",
    counter_conditions="涉及个人信息字段的埋点需要安全组评审后再上线",
    source="PR !1290（安全组评审中）",
    updated_at="2024-03-15",
    body=r"""Vuex 插件：store.subscribe((mutation, state) => { if (TRACK_TYPES.includes(mutation.type)) track(...) })。

RTK 写法：

```ts
export const trackListener = createListenerMiddleware()
trackListener.startListening({
  matcher: isAnyOf(submitMatter.fulfilled, acceptMatter.fulfilled),
  effect: (action, api) => { track(action.type, pick(action.meta.arg, ['matterCode'])) },
})
```

待评审：老插件上报时带了 applicantName，新方案只带 matterCode，需要产品和安全组确认埋点字段。""",
),
dict(
    id="exp-rc-0032",
    title="统一认证路由守卫（router.beforeEach）迁 react-router 6.4+ data router loader",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"react-router-dom": ">=6.4 <7"},
    asset_type="router",
    assets=["router/guards", "authGuard"],
    status="verified",
    conditions="react-router-dom 6.4 及以上，使用 createBrowserRouter",
    counter_conditions="react-router-dom 6.4 以下没有 loader，不适用",
    source="PR !1175",
    updated_at="2024-01-09",
    body=r"""Vue 侧 guards.js：beforeEach 里判断 sessionStorage token，没有就看 URL 上有没有统一认证回跳的 ticket，有就换 token，都没有就 location.href 跳统一认证登录页。

React（createBrowserRouter）：

```ts
const authLoader: LoaderFunction = async ({ request }) => {
  const url = new URL(request.url)
  if (getToken()) return null
  const ticket = url.searchParams.get('ticket')
  if (ticket) {
    await exchangeTicket(ticket)              // POST /zwfw-api/auth/ticket
    url.searchParams.delete('ticket')
    return redirect(url.pathname + url.search) // 去掉 ticket，防止刷新重复换
  }
  window.location.href = ssoLoginUrl(url.href)
  return new Promise(() => {})                 // 挂起，避免渲染页面闪一下
}
const router = createBrowserRouter([{ path: '/', loader: authLoader, element: <Layout />, children }])
```

ticket 只能用一次，第二次换会返回 E10031 “票据已失效”，所以一定要 redirect 去掉 ticket。""",
),
dict(
    id="exp-rc-0033",
    title="react-router 6.3（无 loader）下的统一认证守卫：RequireAuth 包裹组件",
    project="zhengwu-portal",
    branches=REL_BR,
    applies_to={"react-router-dom": ">=6.0 <6.4"},
    asset_type="router",
    assets=["router/guards", "authGuard"],
    status="verified",
    conditions="release/v3.* 分支，react-router-dom 6.3.0，用 <BrowserRouter> + <Routes>",
    source="PR !1296",
    updated_at="2024-03-19",
    body=r"""release 分支锁在 react-router-dom 6.3.0，没有 data router，守卫只能写成包裹组件：

```tsx
function RequireAuth({ children }: { children: JSX.Element }) {
  const location = useLocation()
  const [ready, setReady] = useState(!!getToken())
  useEffect(() => {
    if (ready) return
    const ticket = new URLSearchParams(location.search).get('ticket')
    if (ticket) exchangeTicket(ticket).then(() => { stripTicket(); setReady(true) })
    else window.location.href = ssoLoginUrl(window.location.href)
  }, [])
  return ready ? children : <PageLoading />
}
<Route path="/*" element={<RequireAuth><Layout /></RequireAuth>} />
```

StrictMode 下 useEffect 会跑两次，exchangeTicket 要加模块级 promise 缓存，否则第二次换票报 E10031。""",
),
dict(
    id="exp-rc-0034",
    title="动态路由（addRoutes + 菜单树）迁 useRoutes + import.meta.glob 组件映射",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"react-router-dom": ">=6.4 <7"},
    asset_type="router",
    assets=["router/dynamic", "menuTree"],
    status="verified",
    conditions="菜单树接口 /zwfw-api/menu/tree 返回 component 路径字符串，如 'matter/handle/index'",
    source="PR !1183",
    updated_at="2024-01-15",
    body=r"""Vue：登录后拿菜单树，递归 router.addRoutes，component: () => import(`@/views/${m.component}.vue`)。

React：

```ts
const pages = import.meta.glob('/src/pages/**/index.tsx')
function toRoute(m: MenuNode): RouteObject {
  const loader = pages[`/src/pages/${m.component}/index.tsx`]
  return { path: m.path, lazy: async () => ({ Component: (await loader()).default }), children: m.children?.map(toRoute) }
}
```

常见报错：No routes matched location "/matter/handle/123"。原因是菜单树里 path 是 'handle/:id'，父级 path 以 / 结尾拼成了双斜杠，或者 component 路径大小写和文件夹不一致（Linux 构建机大小写敏感）。没匹配到的 component 统一映射到 404 页，并在控制台打印菜单编码。""",
),
dict(
    id="exp-rc-0035",
    title="多页签缓存（keep-alive include）迁移：react-activation 方案（待评审）",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"react": ">=18 <19"},
    asset_type="router",
    assets=["TagsView", "keep-alive"],
    status="review_required",
    conditions="门户管理端顶部多页签（TagsView），切换页签保留列表查询条件和滚动位置",
    counter_conditions="React.StrictMode 开启时 react-activation 存在 effect 重复执行和缓存页空白，未解决",
    source="PR !1258（评审中）",
    updated_at="2024-03-05",
    body=r"""Vue 侧 <keep-alive :include="cachedViews"><router-view /></keep-alive>，cachedViews 跟页签走。

试用 react-activation：

```tsx
<AliveScope>
  <KeepAlive name={location.pathname} cacheKey={location.pathname}><Outlet /></KeepAlive>
</AliveScope>
```

关闭页签时 const { drop } = useAliveController(); drop(pathname)。

问题（所以待评审）：开发环境 StrictMode 下，缓存页里的 useEffect 执行两次，切回页签偶发空白；控制台 Warning: Cannot update a component (`KeepAlive`) while rendering a different component。暂时只在生产关 StrictMode 的情况下可用。""",
),
dict(
    id="exp-rc-0036",
    title="多页签缓存备选：Outlet 手动缓存 + display:none（候选）",
    project="zhengwu-portal",
    branches=PM_BR,
    asset_type="router",
    assets=["TagsView", "keep-alive"],
    status="candidate",
    conditions="react-activation 评审不通过时的备选",
    source="钉钉 @李工 2024-03-07",
    updated_at="2024-03-07",
    body="""备选思路的检查项：
- Layout 里用 Map<pathname, ReactNode> 保存 useOutlet() 的结果，非当前页签 display:none
- 页签上限 10 个，超出关闭最早的，防内存涨
- 隐藏页的 antd Modal/Drawer getContainer 要指向页面容器，否则会盖在当前页上
- 切回时需要刷新的页面（待办列表）监听自定义 activate 事件
- 和 StrictMode 兼容性要测""",
),
dict(
    id="exp-rc-0037",
    title="【废弃】路由继续用 hash 模式（HashRouter）",
    project="zhengwu-portal",
    asset_type="router",
    assets=["router/index"],
    status="deprecated",
    counter_conditions="已废弃：政务云 nginx 已配置 try_files history 回退，统一用 BrowserRouter",
    source="运维工单 YW-2023-1187",
    updated_at="2023-11-02",
    body="""Vue 版一直是 mode: 'hash'，因为早期政务云 nginx 不让改配置。2023 年 11 月运维已加 try_files $uri $uri/ /portal/index.html，React 统一用 history 模式 + basename '/portal'。老的 #/ 链接在 index.html 里做一次 location.hash 转换兼容。本条废弃。""",
),
dict(
    id="exp-rc-0038",
    title="路由 meta.title / 面包屑迁移：route handle + useMatches",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"react-router-dom": ">=6.4 <7"},
    asset_type="router",
    assets=["router/index", "Breadcrumb"],
    status="verified",
    conditions="data router（createBrowserRouter）",
    source="PR !1184",
    updated_at="2024-01-15",
    body="""Vue 路由 meta: { title: '事项办理' }，afterEach 里设 document.title，面包屑读 $route.matched。React：路由对象上写 handle: { title: '事项办理' }，Layout 里 const matches = useMatches()，filter(m => m.handle?.title) 生成 antd Breadcrumb items，最后一项设 document.title = `${title} - 蓉城政务服务门户`。useMatches 只能在 data router 下用，BrowserRouter 里调用会直接报错 useMatches must be used within a data router。""",
),
dict(
    id="exp-rc-0039",
    title="dictLabel 过滤器（字典翻译）迁移为 DictLabel 组件 / useDictLabel",
    project="zhengwu-portal",
    asset_type="filter",
    assets=["dictLabel"],
    status="verified",
    conditions="单值码值翻译：{{ row.status | dictLabel('matter_status') }}",
    counter_conditions="多选字段（逗号分隔的多个码值，如 '01,03'）不适用，本方案只翻译单值",
    source="wiki: 门户前端/React 迁移/过滤器 §2",
    updated_at="2024-01-17",
    body=r"""一、背景
Vue 2 过滤器在 React 里没有对应物，dictLabel 过滤器在门户里有 600+ 处使用，主要在表格列。

二、方案
1. 组件：<DictLabel type="matter_status" value={row.status} />，内部 useGetDictQuery(type) 找 label，找不到显示原值。
2. 表格列批量：

```tsx
const statusLabel = useDictLabel('matter_status')
const columns = [{ title: '办件状态', dataIndex: 'status', render: v => statusLabel(v) }]
```

3. 带颜色的状态（办结绿、退件红）用字典项的 cssClass 字段映射到 antd Tag color。

三、注意事项
不要在 render 里调 useDictLabel（hook 不能放回调里），在组件顶层取出函数再用。""",
),
dict(
    id="exp-rc-0040",
    title="maskIdCard 过滤器（身份证号脱敏）迁移为工具函数",
    project="*",
    asset_type="filter",
    assets=["maskIdCard"],
    status="verified",
    conditions="页面展示身份证号：保留前 6 位和后 4 位，中间 8 位星号",
    counter_conditions="导出 Excel、打印受理单等离开页面的场景不适用（应由后端脱敏，前端方案未收录）",
    source="wiki: 双端公共/脱敏规范",
    updated_at="2024-01-11",
    body=r"""双端共用，放在 @rc/shared/mask：

```ts
export function maskIdCard(v?: string | null) {
  if (!v) return ''
  if (v.length === 18) return v.replace(/^(\d{6})\d{8}(\w{4})$/, '$1********$2')
  if (v.length === 15) return v.replace(/^(\d{6})\d{5}(\d{4})$/, '$1*****$2')
  return v
}
```

Vue 里 {{ idCard | maskIdCard }} 直接改成 {maskIdCard(idCard)}。“查看完整号码”按钮需要走 /zwfw-api/sensitive/reveal 留痕接口，不要在前端保存明文。""",
),
dict(
    id="exp-rc-0041",
    title="maskPhone 过滤器（手机号脱敏）迁移",
    project="*",
    asset_type="filter",
    assets=["maskPhone"],
    status="verified",
    conditions="页面展示手机号 138****5678",
    source="wiki: 双端公共/脱敏规范",
    updated_at="2024-01-11",
    body="""和 maskIdCard 同一个文件：maskPhone(v) => v.replace(/^(\\d{3})\\d{4}(\\d{4})$/, '$1****$2')。座机号（带区号 028-）不处理原样返回。注意老过滤器对 null 返回 'null' 字符串，新函数返回空串，表格里空值统一显示 '-' 由列 render 处理。""",
),
dict(
    id="exp-rc-0042",
    title="dateFormat 过滤器与 antd 5 DatePicker：统一 dayjs",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"antd": ">=5 <6"},
    asset_type="filter",
    assets=["dateFormat"],
    status="verified",
    conditions="master / dev-*，antd 5（DatePicker 基于 dayjs）",
    source="PR !1191",
    updated_at="2024-01-19",
    body=r"""Vue 的 dateFormat 过滤器基于 moment。antd 5 的 DatePicker 用 dayjs，门户 master 统一换 dayjs：

```ts
export const fmt = (v?: string | number, p = 'YYYY-MM-DD HH:mm:ss') => (v ? dayjs(v).format(p) : '-')
```

表单回显：后端给字符串 '2024-01-19'，传给 DatePicker 前 dayjs(v)；提交时 value.format('YYYY-MM-DD')。入口 main.tsx 里 import 'dayjs/locale/zh-cn' 并配 ConfigProvider locale={zhCN}，否则周几显示英文。""",
),
dict(
    id="exp-rc-0043",
    title="release/v3.* antd 4：DatePicker 仍是 moment，报 date.clone is not a function",
    project="zhengwu-portal",
    branches=REL_BR,
    applies_to={"antd": "^4.24"},
    asset_type="filter",
    assets=["dateFormat"],
    status="verified",
    conditions="release/v3.* 分支，antd 4.24.x",
    source="钉钉群 2024-03-21",
    updated_at="2024-03-21",
    body=r"""从 master 拷过来的表单页在 release 分支打开日期框直接白屏：

```
Uncaught TypeError: date.clone is not a function
    at Object.getFixedDate (generateConfig/moment.js)
```

antd 4 的 DatePicker 基于 moment，master 传的是 dayjs 对象。release 分支：
1. 回显用 moment(v)，提交 value.format('YYYY-MM-DD')；
2. 不要在 release 分支引入 dayjs 版 DatePicker（antd 4 官方 generatePicker 替换方案需要改 webpack/vite 别名，改动面太大）；
3. 公共的 fmt() 展示函数可以继续用 dayjs，只是 DatePicker 的 value 必须是 moment。""",
),
]
