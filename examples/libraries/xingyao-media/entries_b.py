# -*- coding: utf-8 -*-
"""第二部分：xy-cms 通用组件 / 权限路由 / store / 构建样式"""
from entries_a import E, M, V, IV, VX, VR, VCA, R, MUI, RTK, RR, DND, VD

VRC = {"vuereact-combined": "^1.2"}

# ---------------------------------------------------------------- 表格 / 通用组件
E("exp-xy-0040", "XyTable（iView Table 封装）迁移：用 MUI Table 自封装，不用 DataGrid 免费版",
  "xy-cms", "component", ["XyTable"], "verified", M(IV, R, MUI),
  r"""
XyTable 封装了 iView `Table` + `Page`：列配置（可隐藏 / 拖拽排序，存 localStorage）、左右列固定、行内操作、分页。评估过 MUI X DataGrid：免费版（MIT）不支持列固定（pinning 是 Pro 功能），组里没有采购 Pro。

结论：用 MUI `Table` + `TableContainer` 自封装 `XyTable`：
- 列固定：`position: sticky; left: <累计宽度>`，`TableCell` 加 `zIndex` 和背景色，否则滚动时透出下面的内容。
- 列配置持久化 key：`xy-table:{tableId}:v{columnsVersion}`，列定义变化时 bump version，避免旧配置导致列错乱。
- 列定义沿用 iView 的字段名（`title`/`key`/`width`/`fixed`），迁移成本最低；`render` 改为 `renderCell`（见 render 函数条目）。
""",
  "xy-cms 中数据量在 2000 行以内的普通列表页（稿件列表、选题列表、素材列表）。",
  "超过 2000 行需要一次性渲染的列表（评论审核、直播礼物流水）用 XyVirtualTable 条目，XyTable 不做虚拟滚动；如果已采购 MUI X Pro，列固定直接用 DataGrid Pro。",
  "PR !1130", "2026-01-15")

E("exp-xy-0041", "XyVirtualTable（大数据量表格）迁移：@tanstack/react-virtual + 固定行高",
  "xy-cms", "component", ["XyVirtualTable"], "verified", M(IV, R, MUI),
  r"""
XyVirtualTable 是 Vue 版基于 vue-virtual-scroller 的表格，用在评论审核、礼物流水（单页几万行）。React 版用 @tanstack/react-virtual：

```tsx
const v = useVirtualizer({ count: rows.length, getScrollElement: () => scrollRef.current, estimateSize: () => 44, overscan: 12 });
<TableContainer ref={scrollRef} sx={{ height: 640 }}>
  <Table stickyHeader sx={{ tableLayout: 'fixed' }}>
    <TableHead>{header}</TableHead>
    <TableBody>
      <tr style={{ height: v.getVirtualItems()[0]?.start ?? 0 }} />
      {v.getVirtualItems().map((it) => <Row key={rows[it.index].id} row={rows[it.index]} />)}
      <tr style={{ height: v.getTotalSize() - (v.getVirtualItems().at(-1)?.end ?? 0) }} />
    </TableBody>
  </Table>
</TableContainer>
```
- 固定行高 44px；评论内容过长时单行省略 + Tooltip，不要做动态行高（measureElement 在几万行时滚动抖动）。
- `tableLayout: 'fixed'` + 显式列宽，否则虚拟化后列宽随可见行跳动。
- 不支持列固定（和 XyTable 不同），需要列固定的大表找产品砍需求。
""",
  "xy-cms 中一次性渲染 2000 行以上的表格（评论审核、礼物流水、操作日志）。",
  "需要列固定、可变行高的场景不适用。",
  "PR !1332", "2026-07-12")

E("exp-xy-0042", "paginationMixin → usePagination：iView Page 从 1 开始，MUI TablePagination 从 0 开始",
  "xy-cms", "mixin", ["paginationMixin", "XyTable"], "verified", M(V, IV, R, MUI, RTK),
  r"""
`paginationMixin` 提供 `page`/`pageSize`/`total` 和 `onPageChange`，并把分页写进 `$route.query`。迁移：
- 后端、URL 都保持 1-based（`?page=1`），**只在** MUI `TablePagination` 的边界 `page={page - 1}`、`onPageChange={(_, p) => setPage(p + 1)}` 转换；之前有人把 URL 也改成 0-based，老链接全错一页。
- 分页状态放 URL：`useSearchParams`，作为 RTK Query 的参数 `useGetArticlesQuery({ page, pageSize, ...filters })`，翻页自动请求、返回上一页命中缓存。
- 改筛选条件时重置 page=1（mixin 里是 watch 做的，容易漏）。
- pageSize 选项沿用 `[20, 50, 100]`，不要用 MUI 默认的 `[10, 25, 50, 100]`。
""",
  "xy-cms 带分页的列表页。",
  "无限滚动列表（素材库 MediaPicker）不是分页模型，看无限加载的条目。",
  "PR !1135", "2026-01-16")

E("exp-xy-0043", "iView Table 列的 render: (h, params) → renderCell JSX",
  "xy-cms", "component", ["XyTable"], "verified", M(IV, R),
  r"""
iView 列配置里大量 `render: (h, { row }) => h('Tag', { props: { color } }, text)`。迁移时不要写一个“h 函数适配器”（试过，组件名字符串映射很难维护），直接改成：

```tsx
{ key: 'status', title: '状态', width: 100,
  renderCell: (row: Article) => <Chip size="small" color={statusColor(row.status)} label={auditStatusText(row.status)} /> }
```
- `params.index` 在 React 版里通过 `renderCell(row, index)` 第二个参数提供。
- 操作列里的 `this.xxx` 方法改为闭包引用组件内的 handler，列定义用 `useMemo` 包住并把 handler 放进依赖。
""",
  "XyTable 列定义中的 render 函数。",
  None,
  "PR !1131", "2026-01-15")

E("exp-xy-0044", "iView Modal.confirm / this.$Modal 命令式确认框 → useConfirm（ConfirmProvider）",
  "xy-cms", "plugin", ["$Modal"], "verified", M(IV, R, MUI),
  r"""
iView 的 `this.$Modal.confirm({ title, content, onOk })` 是命令式 API，MUI 没有对应物。组里写了 `ConfirmProvider` + `useConfirm()`：

```tsx
const confirm = useConfirm();
const ok = await confirm({ title: '确认撤回？', content: '撤回后需重新送审', danger: true, okText: '撤回' });
if (!ok) return;
```
- Provider 挂在 App 根部（在 ThemeProvider 内），内部只有一个 `Dialog`，用 Promise 串起来。
- `onOk` 返回 Promise 时 iView 会自动 loading：useConfirm 支持 `confirm({ ..., onOk: () => mutate().unwrap() })`，loading 中禁止关闭。
- 不要在非组件代码（如 RTK Query 的 onQueryStarted）里调 confirm；需要时 dispatch 一个打开对话框的 action。
""",
  "xy-cms 中 `$Modal.confirm`、`$Modal.warning` 等命令式确认弹窗。",
  None,
  "PR !1140", "2026-01-20")

E("exp-xy-0045", "this.$Message / $xyMessage 全局提示 → notistack enqueueSnackbar",
  "xy-cms", "plugin", ["$xyMessage", "$Message"], "verified", M(IV, R, MUI),
  r"""
`$xyMessage` 是对 iView `$Message` 的封装（统一 duration、相同文案去重）。React 版用 notistack：
- `SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} preventDuplicate`，preventDuplicate 对应原来的去重。
- 组件内 `const { enqueueSnackbar } = useSnackbar()`；组件外（baseQuery、store 中间件）通过 `snackbarBus`：在 Provider 内注册一个 `SnackbarBridge` 组件把 enqueueSnackbar 存到模块变量。
- `$Message.loading` 返回关闭函数：对应 `const key = enqueueSnackbar(msg, { persist: true })` + `closeSnackbar(key)`。
""",
  "xy-cms 中的轻提示（成功 / 失败 / 警告）迁移。",
  None,
  "PR !1141", "2026-01-20")

E("exp-xy-0046", "XyUpload 分片上传到 OSS：useUploader + AbortController 取消",
  "xy-cms", "component", ["XyUpload"], "review_required", M(IV, R, MUI),
  r"""
XyUpload 封装 iView `Upload` + ali-oss 分片上传（大视频素材可达 10GB），支持断点续传（checkpoint 存 localStorage）。React 版 `useUploader(file, opts)` 返回 `{ progress, status, cancel, resume }`：
- 取消：ali-oss 的 `client.cancel()` 配合自己的 `AbortController` 停掉 STS 刷新请求。
- 断点续传 checkpoint key：`xy-upload:{md5(fileName+size+lastModified)}`。
- 进度回调节流到 200ms 一次再 setState。

待复核：运维 2026.10 要把 STS 临时凭证从前端直连 `/oss/sts` 改为后端签名直传（PostObject Policy），分片上传 SDK 用法会变；新接口上线前请先确认再用。
""",
  "xy-cms 素材上传（图片、视频、音频）。",
  "签名直传方案上线后 ali-oss 分片 + STS 的写法不成立。",
  "PR !1236（待复核）", "2026-08-12")

E("exp-xy-0047", "MediaPickerModal 关闭再打开选中状态没清：MUI Dialog 默认卸载内容，但 keepMounted 要手动重置",
  "xy-cms", "component", ["MediaPickerModal", "MediaPicker"], "verified", M(IV, R, MUI),
  r"""
MediaPickerModal 是弹窗版素材库选择器（MediaPicker 是内嵌版）。iView `Modal` 关闭时不销毁内容，Vue 版靠 `@on-visible-change` 手动 reset。迁到 MUI `Dialog` 时为了“再次打开不重新请求素材列表”加了 `keepMounted`，结果上一次的选中项、搜索词都还在。

做法：
- 去掉 keepMounted；素材列表的缓存交给 RTK Query（重新打开会命中缓存，不会重新请求），不需要靠保持挂载。
- 选中状态放在 Dialog 内部组件的 useState 里，随 Dialog 卸载自然清空。
- 需要“记住上次所在分类”的，单独存到 sessionStorage，不要和选中状态绑在一起。
""",
  "xy-cms MediaPickerModal（弹窗素材选择器）。",
  "内嵌版 MediaPicker 没有打开/关闭的生命周期，不适用。",
  "PR !1245", "2026-05-08")

E("exp-xy-0048", "MediaPicker 素材库无限加载：RTK Query 用 serializeQueryArgs + merge + forceRefetch（RTK 2.6 之前）",
  "xy-cms", "store", ["MediaPicker", "mediaModule"], "verified", M(R, {"@reduxjs/toolkit": ">=1.9 <2.6"}),
  r"""
素材库滚动到底加载下一页。RTK 2.6 之前没有 infiniteQuery，官方推荐的写法：

```ts
getMedia: b.query<MediaPage, { folderId: string; kw: string; page: number }>({
  query: (a) => ({ url: '/media/list', params: a }),
  serializeQueryArgs: ({ queryArgs: { page, ...rest } }) => rest, // 不同页共用一个缓存条目
  merge: (cache, incoming, { arg }) => {
    if (arg.page === 1) return incoming;
    cache.items.push(...incoming.items);
    cache.hasMore = incoming.hasMore;
  },
  forceRefetch: ({ currentArg, previousArg }) => currentArg?.page !== previousArg?.page,
}),
```
- 切换文件夹 / 搜索词时 page 重置为 1，因为 serializeQueryArgs 里包含 folderId/kw，会是新的缓存条目。
- 上传新素材后 `invalidateTags(['Media'])` 会以当前 page 重拉并 merge 进去，导致重复：上传成功后手动把 page 置 1。
""",
  "xy-cms 的素材库 MediaPicker / MediaPickerModal 无限滚动，@reduxjs/toolkit 1.9 ~ 2.5。",
  "@reduxjs/toolkit 2.6 及以上请直接用 build.infiniteQuery（见对应条目）。",
  "PR !1246", "2026-05-09")

E("exp-xy-0049", "RTK Query 2.6+ 的 infiniteQuery 改写素材库无限加载",
  "xy-cms", "store", ["MediaPicker", "mediaModule"], "verified", M(R, {"@reduxjs/toolkit": ">=2.6 <3"}),
  r"""
feat/react-media-picker 分支升级到 RTK 2.6 后，素材库改用 `build.infiniteQuery`，删掉 merge/forceRefetch 那一套：

```ts
getMedia: b.infiniteQuery<MediaPage, { folderId: string; kw: string }, number>({
  infiniteQueryOptions: {
    initialPageParam: 1,
    getNextPageParam: (last, all, lastParam) => (last.hasMore ? lastParam + 1 : undefined),
  },
  query: ({ queryArg, pageParam }) => ({ url: '/media/list', params: { ...queryArg, page: pageParam } }),
  providesTags: ['Media'],
}),

const { data, fetchNextPage, hasNextPage, isFetchingNextPage } = useGetMediaInfiniteQuery({ folderId, kw });
const items = data?.pages.flatMap((p) => p.items) ?? [];
```
- 上传后 invalidate 会按已加载的页数依次重拉（refetch 所有页），不会再出现重复；素材很多时可以设 `maxPages: 10`。
""",
  "@reduxjs/toolkit 2.6 及以上的无限加载列表（素材库等）。",
  "RTK 2.5 及以下没有 infiniteQuery，用 merge 写法的条目。",
  "PR !1372 feat/react-media-picker", "2026-09-05")

# ---------------------------------------------------------------- 权限 / 路由
E("exp-xy-0050", "v-permission 指令（无权限直接移除元素）→ <Can> 组件 + usePermission",
  "xy-cms", "directive", ["v-permission"], "verified", M(V, R, RTK),
  r"""
`v-permission="'article:publish'"` 在 `inserted` 钩子里 `el.parentNode.removeChild(el)`。迁移：

```tsx
export function Can({ perm, children, fallback = null }: { perm: string | string[]; children: ReactNode; fallback?: ReactNode }) {
  return usePermission(perm) ? <>{children}</> : <>{fallback}</>;
}
export const usePermission = (perm: string | string[]) =>
  useAppSelector((s) => hasPerm(s.auth.perms, perm)); // perms 是 Set，登录后一次性拉取
```
- 数组表示“任一满足”，和指令原语义一致；需要“全部满足”写 `perm={['a', 'b']} mode="all"`。
- 指令移除 DOM 后 Vue 组件实例其实还在（会照常发请求），React 版不渲染就不会挂载，注意有些按钮组件内部有初始化请求，行为会变化（是好事）。
- 权限变化（切换角色）后 `<Can>` 会自动重渲染，原指令不会。
""",
  "xy-cms 中按钮、菜单、区块级别的权限控制：无权限时不渲染。",
  "需要“无权限时禁用并提示原因”的用 v-perm-disable 的条目，不是移除。",
  "PR !1118", "2026-01-08")

E("exp-xy-0051", "v-perm-disable（禁用+原因提示）迁移：MUI 禁用按钮外包 span 才能显示 Tooltip",
  "xy-cms", "directive", ["v-perm-disable"], "verified", M(V, R, MUI),
  r"""
`v-perm-disable="'audit:pass'"` 无权限时给按钮加 `disabled` 并 hover 显示“需要 xx 权限”。React 版 `<PermDisable perm="audit:pass">`：

```tsx
<Tooltip title={allowed ? '' : `需要「${permName(perm)}」权限`}>
  <span style={{ display: 'inline-flex' }}>{cloneElement(child, { disabled: !allowed || child.props.disabled })}</span>
</Tooltip>
```
- disabled 的 MUI Button 设置了 `pointer-events: none`，Tooltip 收不到鼠标事件，**必须**外包一层 span（MUI 文档也是这么写的），span 要 inline-flex 否则布局变形。
- 和 `<Can>`（v-permission）不同，组件依然渲染，所以内部初始化请求照常发生。
""",
  "xy-cms 中无权限时需要禁用并说明原因的按钮。",
  "无权限应完全隐藏的场景用 v-permission / <Can>。",
  "PR !1119", "2026-01-08")

E("exp-xy-0052", "permissionGuard（router.beforeEach + addRoutes 动态路由）→ createBrowserRouter 的 loader 鉴权",
  "xy-cms", "router", ["permissionGuard"], "verified", M(VR, R, RR, RTK),
  r"""
Vue 版 `permissionGuard`：`beforeEach` 里拉菜单权限，`router.addRoutes(filterRoutes(perms))` 动态添加路由，没权限的路由根本不存在（直接访问 404）。

React 版不做动态路由，全部路由静态声明，在 data router 的 loader 里鉴权：
```ts
const requirePerm = (perm: string): LoaderFunction => async () => {
  const perms = await store.dispatch(authApi.endpoints.getPerms.initiate()).unwrap();
  if (!hasPerm(perms, perm)) throw redirect('/403');
  return null;
};
{ path: 'audit/:id', lazy: () => import('./pages/audit'), loader: requirePerm('audit:view') }
```
- 菜单从同一份路由表 + 权限过滤生成，不要维护两份。
- 403 页面和 404 页面分开（Vue 版无权限都显示 404，产品一直想改）。
- `getPerms` 命中 RTK Query 缓存，不会每次路由跳转都请求。
""",
  "xy-cms React 侧使用 data router（createBrowserRouter，react-router-dom 6.4+）。",
  "仍使用 <BrowserRouter> 组件式路由（无 loader）的子应用不适用，需要用包装组件做守卫。",
  "PR !1124", "2026-01-12")

E("exp-xy-0053", "离开页面未保存提示（beforeRouteLeave / draftLeaveGuard）→ react-router useBlocker",
  "*", "router", ["draftLeaveGuard", "beforeRouteLeave"], "verified", M(R, {"react-router-dom": ">=6.19 <7"}),
  r"""
Vue 版在页面组件里写 `beforeRouteLeave(to, from, next)`，xy-cms 抽成了 `draftLeaveGuard` mixin；主播端 H5 的开播设置页也有同样逻辑。react-router 6.19 起 `useBlocker` 稳定（6.7~6.18 是 `unstable_useBlocker`），需要 data router：

```tsx
const blocker = useBlocker(({ currentLocation, nextLocation }) =>
  dirty && currentLocation.pathname !== nextLocation.pathname);

useEffect(() => {
  if (blocker.state !== 'blocked') return;
  confirm({ title: '有未保存的修改', content: '离开后修改将丢失' })
    .then((ok) => (ok ? blocker.proceed() : blocker.reset()));
}, [blocker.state]);
```
- 只比较 pathname：同页改 search params（切 tab）不应拦截。
- 关闭标签页 / 刷新仍需 `beforeunload`（useBeforeUnload）。
- 保存成功后先把 dirty 置 false 再 navigate，否则会被自己拦住。
""",
  "使用 data router 且 react-router-dom >= 6.19 的项目（xy-cms main、xy-live-h5 main）。",
  "react-router-dom 6.4 以下没有 useBlocker（也没有 data router），看 navigator.block 的条目；组件式 <BrowserRouter> 下 useBlocker 会直接报错。",
  "PR !1229 xy-fe/xy-cms；xy-live-h5 PR !311", "2026-04-28")

E("exp-xy-0054", "react-router 6.0~6.3 下的未保存离开提示：UNSAFE_NavigationContext 的 navigator.block",
  "*", "router", ["draftLeaveGuard", "beforeRouteLeave"], "verified", M(R, {"react-router-dom": ">=6.0 <6.4"}),
  r"""
react-router 6.0~6.3 没有 data router，也没有 useBlocker，但 `navigator` 就是 history 对象，可以 `block`：

```tsx
export function usePrompt(when: boolean, message = '有未保存的修改，确定离开？') {
  const { navigator } = useContext(UNSAFE_NavigationContext) as any;
  useEffect(() => {
    if (!when) return;
    const unblock = navigator.block((tx: any) => {
      if (window.confirm(message)) { unblock(); tx.retry(); }
    });
    return unblock;
  }, [navigator, when, message]);
}
```
- 只能用同步 `window.confirm`（block 回调里不能 await），想用自定义弹窗要自己存 tx 再 retry。
- 主播端 xy-live-h5 的 release/2026.10 还在 react-router-dom 6.3，开播设置页就是这么做的；升级到 6.4+ 后 navigator 不再有 block，必须换成 useBlocker。
""",
  "react-router-dom 6.0 ~ 6.3（组件式路由）的项目 / 分支。",
  "react-router-dom 6.4 及以上 navigator.block 不存在，本写法会运行时报错。",
  "xy-live-h5 PR !287", "2026-03-05")

E("exp-xy-0055", "复盘：keep-alive（keepAliveRoutes）列表页缓存在 React 里的替代方案",
  "xy-cms", "router", ["keepAliveRoutes", "XyTable"], "verified", M(VR, R, RR, RTK),
  r"""
## 背景
Vue 版在 `App.vue` 里 `<keep-alive :include="keepAliveRoutes">`，稿件列表、选题列表、素材列表进入详情再返回时，筛选条件、分页、滚动位置、展开的行全都保留。编辑对这个体验非常敏感。React 没有 keep-alive，迁移第一周收到 20+ 条“返回后筛选条件没了”的反馈。

## 试过但放弃的
- react-activation：依赖 React 内部 fiber 结构，React 18 并发特性下 Suspense / useId 出问题，已废弃（见对应条目）。
- 把列表页和详情页做成同一路由下的 Drawer：部分页面可以，但详情页需要独立 URL 分享给别人，不能全改。

## 最终方案：把“需要保留的东西”拆开，各自找地方放
1. **筛选条件 + 分页 → URL**。所有列表页的筛选都进 search params，`useSearchParams` 读写，刷新和分享链接都能还原。

```ts
export function useListParams<T extends Record<string, string>>(defaults: T) {
  const [sp, setSp] = useSearchParams();
  const params = useMemo(() => ({ ...defaults, ...Object.fromEntries(sp) }) as T, [sp]);
  const update = useCallback((patch: Partial<T>, resetPage = true) => {
    setSp((prev) => {
      const next = new URLSearchParams(prev);
      Object.entries(patch).forEach(([k, v]) => (v ? next.set(k, String(v)) : next.delete(k)));
      if (resetPage) next.set('page', '1');
      return next;
    }, { replace: true });
  }, [setSp]);
  return [params, update] as const;
}
```

2. **列表数据 → RTK Query 缓存**。返回列表时参数相同直接命中缓存，不会闪 loading；`keepUnusedDataFor: 300`，比默认 60s 长，编辑常常在详情页待几分钟。

3. **滚动位置 → ScrollRestoration**。在根布局放 `<ScrollRestoration getKey={(loc) => loc.pathname + loc.search} />`。注意：
   - 我们的列表滚动容器不是 window，而是布局里的 `<main>`，ScrollRestoration 只管 window。所以把布局改成 window 滚动（顶部导航 `position: sticky`），这一步改动最大。
   - getKey 用 pathname + search，而不是默认的 location.key，这样从菜单重新点进来也能回到同一位置。
   - 数据从缓存同步渲染时滚动恢复才准；缓存过期时先渲染骨架再恢复会有偏差，可以接受。

4. **展开的行、选中的行 → 不保留**。和产品确认过，这两个不再保留。

## 踩坑
- `setSearchParams` 默认 push 历史记录，输入搜索词时每个字符一条历史，返回键要按十几次：必须 `{ replace: true }`。
- 筛选值是数组（多选状态）时 URL 用逗号拼接，不要用重复 key，否则 Object.fromEntries 只保留最后一个。
- Vue 的 keep-alive 还让列表页的 ws 订阅保持着；React 版离开列表页就断了，回来后靠 RTK Query refetchOnMountOrArgChange: 30 补数据。

## 结果
返回体验投诉清零；额外收益是筛选条件可以直接复制链接分享，选题会上大家在用。
""",
  "xy-cms 的列表页（稿件、选题、素材等）从详情返回时需要保持筛选、分页和滚动位置；react-router-dom 6.4+ data router。",
  "需要保持组件内部复杂交互状态（例如专题页编辑器画布、切条页的播放进度）的页面不适用，这类页面不应靠路由缓存；滚动容器不是 window 且无法改布局时 ScrollRestoration 无效。",
  "复盘 wiki/fe/keep-alive-替代；PR !1148、!1156", "2026-02-20")

E("exp-xy-0056", "用 react-activation 的 <KeepAlive> 模拟 keep-alive（已废弃）",
  "xy-cms", "router", ["keepAliveRoutes"], "deprecated", M(R),
  r"""
曾用 react-activation 包列表页实现缓存。React 18 下 Suspense 边界内的组件被缓存后 useId 冲突、context 更新不生效，且库依赖 React 内部实现。已废弃，改为 URL 参数 + RTK Query 缓存 + ScrollRestoration 的方案。
""",
  None, "已废弃，不要引入 react-activation。",
  "PR !1139（已回滚）", "2026-02-20")

E("exp-xy-0057", "路由 meta.title / 面包屑 → route handle + useMatches",
  "xy-cms", "router", ["breadcrumbMeta"], "verified", M(R, RR),
  r"""
Vue 版在路由 `meta: { title: '稿件审核', breadcrumb: [...] }`，布局组件读 `$route.matched` 生成面包屑并设置 document.title。React data router：

```ts
{ path: 'audit/:id', handle: { crumb: (data: any) => data?.article?.title ?? '稿件审核' }, loader: auditLoader, lazy: ... }

function Breadcrumbs() {
  const matches = useMatches();
  const crumbs = matches.filter((m) => (m.handle as any)?.crumb).map((m) => ({ path: m.pathname, text: (m.handle as any).crumb(m.data) }));
  useEffect(() => { document.title = `${crumbs.at(-1)?.text ?? ''} - 星耀内容中台`; }, [crumbs]);
  ...
}
```
注意：只在 main 及 feat/* 上成立。release/2026.10 的 React 页面还挂在 vuereact-combined 里，面包屑仍由 Vue 布局和 vue-router 的 meta 渲染，React 侧不要再渲染一份。
""",
  "xy-cms main / feat/* 分支，React 页面由 createBrowserRouter 管理。",
  "release/2026.10 面包屑仍由 Vue 布局渲染，不适用。",
  "PR !1340", "2026-07-25", branches=["main", "feat/*"])

# ---------------------------------------------------------------- store
E("exp-xy-0058", "Vuex articleModule 迁移：接口调用全部进 RTK Query，slice 只留 UI 状态",
  "xy-cms", "store", ["articleModule"], "verified", M(VX, R, RTK),
  r"""
Vue 版 `store/modules/article.js` 有 40+ 个 actions，几乎都是“调接口 → commit”，state 里存 list、detail、loading、筛选条件。迁移原则：
- 所有“调接口 + 存结果 + loading”都换成 RTK Query endpoints（`articleApi`），不要翻译成 createAsyncThunk。
- slice 里只保留真正的客户端状态：当前编辑中稿件的未提交修改标记、批量选择、列表视图模式（卡片 / 表格）。
- 筛选条件进 URL（见 keep-alive 条目），不进 store。
- `rootState.user` 这种跨模块读取，用 selector 组合，不要在 endpoint 里 getState() 拼参数。
迁完 articleModule 从 1100 行变成 articleApi 380 行 + articleSlice 60 行。
""",
  "xy-cms 中以接口数据为主的 Vuex 模块（article、topic、media）。",
  "以纯客户端状态为主的模块（如 editorUi、builder 画布状态）不适用“全部进 RTK Query”。",
  "PR !1146", "2026-01-28")

E("exp-xy-0059", "PR: migrate extraReducers to the builder callback (RTK 2 removed object notation)",
  "*", "store", ["articleSlice", "topicSlice"], "verified", M(RTK),
  r"""
**Context**: Several slices were written against RTK 1.x tutorials using the object form:
```ts
extraReducers: { [fetchTopics.fulfilled]: (state, action) => { ... } }
```
RTK 2.0 removed the object notation for `createSlice.extraReducers` and `createReducer`; it now throws at runtime.

**Change**:
```ts
extraReducers: (builder) => {
  builder
    .addCase(logout, () => initialState)
    .addMatcher(articleApi.endpoints.getArticle.matchFulfilled, (state, { payload }) => { state.lastOpenedId = payload.id; });
},
```
- Prefer `addMatcher` with RTK Query endpoint matchers over hand-written thunks.
- `addCase` calls must come before `addMatcher`, and `addDefaultCase` last, or RTK throws.
- Type inference for `action` works without annotations in the builder form, so remove the manual `PayloadAction` casts.
""",
  "Any slice on @reduxjs/toolkit 2.x.",
  "Not needed on RTK 1.9 (object notation only deprecated there), but the builder form works on both.",
  "PR !1151 xy-fe/xy-cms", "2026-01-29")

E("exp-xy-0060", "过渡期 Vuex 与 Redux 双向同步（vuereact-combined 混合阶段的 store bridge）",
  "xy-cms", "store", ["storeBridge", "articleModule"], "review_required", M(VX, VRC, R, RTK),
  r"""
混合阶段（Vue 页面里嵌 React 组件，或反过来）两边 store 都有用户信息、权限、当前稿件。当前做法 `storeBridge.ts`：
- 以 Vuex 为准：`vuexStore.watch(s => s.user, u => reduxStore.dispatch(setUser(u)))`；
- Redux → Vuex 只同步“当前稿件已修改”标记，用 `reduxStore.subscribe` + 浅比较；
- 严禁双向同步同一个字段（做过，会死循环）。

待复核：main 上 Vuex 已基本下线，bridge 只剩 user/perms；是否直接删掉 bridge、让 Vue 残留页面从 Redux 读，还没有结论。release/2026.10 仍依赖 bridge。
""",
  "Vue 与 React 页面混合运行、两边都有 store 的阶段。",
  "Vuex 已完全下线的页面不需要；不要用于同步高频变化的数据（编辑器正文）。",
  "PR !1158（待复核）", "2026-08-18")

E("exp-xy-0061", "Vuex 带参数的 getter（返回函数）→ createSelector 工厂 + useMemo",
  "xy-cms", "store", ["topicModule"], "verified", M(VX, R, RTK),
  r"""
`getters.topicsByStatus = (state) => (status) => state.list.filter(t => t.status === status)` 在 Vue 里每次调用都重新计算但问题不大。React 里直接写 `useAppSelector(s => s.topic.list.filter(...))` 每次返回新数组，组件每次 store 更新都重渲染。

```ts
export const makeSelectTopicsByStatus = () =>
  createSelector([selectTopicList, (_: RootState, status: Status) => status], (list, status) => list.filter((t) => t.status === status));

const selectByStatus = useMemo(makeSelectTopicsByStatus, []);
const topics = useAppSelector((s) => selectByStatus(s, status));
```
每个组件实例一个 selector（工厂 + useMemo），否则多个列共用一个 selector 时缓存互相冲掉。
""",
  "Vuex 带参数 getter 迁移到 Redux selector。",
  None,
  "PR !1163", "2026-02-02")

# ---------------------------------------------------------------- 构建 / 混合 / 样式 / 测试 / 插件
E("exp-xy-0062", "vuereact-combined 在 Vue 2.6 页面里嵌 React 组件：Context 不穿透，每个挂载点要包 Provider",
  "xy-cms", "build", ["ReactIsland", "vuereact-combined"], "verified", M(V, VRC, R),
  r"""
混合阶段用 vuereact-combined 的 `applyReactInVue` 把 React 组件（如新版 AuditTimeline）挂进老 Vue 页面。每个 React 组件是独立的 root，拿不到 React 侧的 Redux Provider、ThemeProvider、SnackbarProvider。

组里封装了 `ReactIsland`：
```ts
export const toVue = (C: ComponentType<any>) => applyReactInVue((props: any) => (
  <Provider store={reduxStore}><ThemeProvider theme={xyTheme}><SnackbarProvider><C {...props} /></SnackbarProvider></ThemeProvider></Provider>
));
```
- 所有 island 共用同一个 reduxStore 单例，不要每个 island new 一个 store。
- MUI 的 emotion 样式插在 head 末尾，会覆盖 iView 同名选择器，给 island 容器加 `xy-react-island` class 并用 `ScopedCssBaseline`，不要用全局 `CssBaseline`（会把 iView 页面的 body 样式重置掉）。
- Vue 传给 React 的事件：`@change` 会变成 `onChange` prop，命名要对齐。
""",
  "xy-cms 混合阶段，Vue 2.6 页面中挂载 React 组件。",
  "纯 React 页面不需要；Vue 3 项目应使用 veaury，本条的 vuereact-combined 写法不适用。",
  "PR !1108", "2025-12-20")

E("exp-xy-0063", "vue-cli 4 → Vite 5：require.context 改 import.meta.glob，环境变量前缀改 VITE_",
  "xy-cms", "build", ["vue.config.js"], "verified", {"vite": "^5.0"},
  r"""
- `require.context('./icons', false, /\.svg$/)` → `import.meta.glob('./icons/*.svg', { eager: true, query: '?raw', import: 'default' })`。
- `process.env.VUE_APP_API_BASE` → `import.meta.env.VITE_API_BASE`，CI 里的变量名要同步改（漏改过一次，测试环境请求打到了线上）。
- iView 的 less 需要 `css.preprocessorOptions.less.javascriptEnabled = true`。
- 混合阶段同时需要 `@vitejs/plugin-vue2` 和 `@vitejs/plugin-react`，用 `include` 区分 `.vue` / `.tsx`，两个插件的 JSX 处理不能同时作用于同一文件。
- `publicPath` → `base`；tinymce 静态资源放 `public/static/tinymce`，不要走打包。
""",
  "xy-cms 构建从 vue-cli 4（webpack 4）迁到 Vite 5。",
  "Vite 4 的 import.meta.glob `as: 'raw'` 写法不同。",
  "PR !1101", "2025-12-10")

E("exp-xy-0064", "iView less 主题变量 → MUI createTheme（星耀红 #E8380D）",
  "xy-cms", "style", ["xy-theme.less"], "verified", M(IV, R, MUI),
  r"""
`xy-theme.less` 覆盖了 iView 的 `@primary-color: #E8380D`、`@border-radius-base: 2px`、`@font-size-base: 13px`。MUI：
```ts
export const xyTheme = createTheme({
  palette: { primary: { main: '#E8380D' }, error: { main: '#D4380D' } },
  shape: { borderRadius: 2 },
  typography: { fontSize: 13, fontFamily: '"PingFang SC","Microsoft YaHei",sans-serif' },
  components: { MuiButton: { defaultProps: { disableElevation: true, size: 'small' } }, MuiTextField: { defaultProps: { size: 'small' } } },
});
```
- MUI 的 `typography.fontSize` 会按 14 的基准缩放 rem，13 会让所有 rem 变小一点，可接受。
- iView 的 error 和 primary 太接近，error 用 #D4380D 区分（设计确认过）。
- 混合阶段两套主题并存，颜色值只能从 `tokens.ts` 出，less 侧用生成的 `tokens.less`。
""",
  "xy-cms MUI 主题配置。",
  None,
  "PR !1105", "2025-12-16")

E("exp-xy-0065", "iView Row/Col 24 栅格 → MUI 5 的 Unstable_Grid2（12 栅格换算）",
  "xy-cms", "style", ["Row", "Col"], "verified", M(IV, R, {"@mui/material": ">=5.12 <6"}),
  r"""
iView 是 24 栅格（`<Col span="8">`），MUI 是 12 栅格。MUI 5 里用 `import Grid from '@mui/material/Unstable_Grid2'`（Grid v2，基于 gap，不用负 margin）：
- `span` 偶数直接除 2；奇数 span（`span="5"`、`span="7"`）没法精确换算，改用 `columns={24}`：`<Grid container columns={24}>` 然后保持原值，不要四舍五入。
- iView `gutter={16}` → `spacing={2}`（8px 基准）。
- 老 Grid（`@mui/material/Grid`）有负 margin 问题，嵌套在 Card 里会溢出，不要用。
""",
  "xy-cms 使用 @mui/material 5.12 ~ 5.x。",
  "@mui/material 6 起 Grid2 已转正，从 '@mui/material/Grid2' 引入且 props 有变化（size 代替 xs/md），本条的 Unstable_Grid2 写法不适用。",
  "PR !1112", "2025-12-28")

E("exp-xy-0066", "单测：jest + @vue/test-utils 1 → vitest + React Testing Library",
  "*", "test", ["jest.config.js"], "verified", M(R, {"vitest": ">=1 <3"}),
  r"""
- 测试文件就近放 `*.test.tsx`，环境 `jsdom`，`setupFiles` 里引 `@testing-library/jest-dom/vitest`。
- `wrapper.vm.xxx` 直接调组件方法的测试全部重写成“用户行为”测试（`userEvent.click`），不要为了测试暴露 ref。
- RTK Query 相关测试用 msw 拦截请求，每个测试 `setupStore()` 新建 store，避免缓存串测试。
- tinymce 在 jsdom 里跑不起来，ArticleEditor 的单测 mock 掉 `@tinymce/tinymce-react`，编辑器行为放 Playwright。
""",
  "xy-cms、xy-live-h5 的 React 侧单测。",
  None,
  "PR !1114", "2025-12-30")

E("exp-xy-0067", "xyTrack 埋点插件（$track + v-track）→ TrackProvider + useTrack，曝光用 IntersectionObserver",
  "xy-cms", "plugin", ["xyTrack", "v-track"], "verified", M(V, R),
  r"""
Vue 版 `Vue.use(xyTrack)` 提供 `this.$track(event, props)` 和 `v-track:exposure="{ id }"` 曝光指令。React：
- `TrackProvider` 注入公共字段（userId、页面名、build 号），`useTrack()` 返回 `track(event, props)`。
- 曝光：`<TrackExposure id="topic-card" data={{ topicId }}>children</TrackExposure>`，内部 IntersectionObserver threshold 0.5、停留 ≥ 500ms 才上报，同一个 id 同一次页面生命周期只报一次（原指令在列表刷新后会重复上报，数据组抱怨过）。
- 页面浏览事件放在路由层（useLocation 变化时），不要每个页面自己报。
""",
  "xy-cms 埋点迁移。",
  None,
  "PR !1175", "2026-02-12")

E("exp-xy-0068", "$bus 全局事件总线的去留：大部分改 RTK Query tag / Redux，跨框架场景暂留 mitt",
  "*", "plugin", ["$bus", "eventBus"], "verified", M(R),
  r"""
盘点 xy-cms 里 `this.$bus.$emit` 共 63 处：
- “某操作后刷新某列表”（占一半以上）：改为 RTK Query `invalidatesTags`，删掉事件。
- “打开全局弹窗”（素材库、确认框）：改为 Redux UI slice 或 Context。
- 只有混合阶段 Vue ↔ React 跨框架通知（例如 Vue 老页面通知 React island 刷新）保留，用 mitt 单例 `xyBus`，类型化事件表，并在 Vue 侧全部下线后删除。
禁止在新代码里新增事件，code review 会拦。
""",
  "迁移时处理 $bus / Vue.prototype 事件总线。",
  None,
  "PR !1168", "2026-02-05")

E("exp-xy-0069", "formatPubTime 时间格式化：dayjs + 固定 Asia/Shanghai 时区",
  "*", "filter", ["formatPubTime"], "verified", M(R),
  r"""
`formatPubTime` filter 规则：1 小时内显示“x 分钟前”，当天显示 `HH:mm`，今年显示 `MM-DD HH:mm`，否则 `YYYY-MM-DD`。迁移成纯函数时注意：
- 统一 `dayjs.tz(ts, 'Asia/Shanghai')`（dayjs utc + timezone 插件），海外驻站记者电脑时区不是 +8，Vue 版用本地时区显示错过发稿时间。
- “x 分钟前”需要定时刷新：不要每个单元格一个 setInterval，用全局 `useNow(60_000)`（一个定时器 + useSyncExternalStore）。
""",
  "xy-cms、xy-live-h5 里的发布时间、开播时间显示。",
  None,
  "PR !1123", "2026-01-11")

E("exp-xy-0070", "iView DatePicker → MUI X DatePicker（AdapterDayjs），值类型是 Dayjs 不是 Date/字符串",
  "xy-cms", "component", ["DatePicker", "DateRangePicker"], "verified", M(IV, R, {"@mui/x-date-pickers": ">=6 <8"}),
  r"""
- `LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="zh-cn"` 挂根部，`dayjs.locale('zh-cn')`。
- iView `DatePicker type="daterange"` 对应的 `DateRangePicker` 在 MUI X 是 Pro 功能：用两个 DatePicker 组合成 `XyDateRange`，第二个 `minDate` 取第一个的值。
- 表单值统一存字符串 `YYYY-MM-DD`（和后端一致），只在组件边界转 Dayjs，不要把 Dayjs 对象放进 Redux（不可序列化，RTK 会报 warning）。
- 定时发布的时间选择用 `DateTimePicker`，`timezone="Asia/Shanghai"`。
""",
  "xy-cms 中的日期、日期范围、日期时间选择。",
  None,
  "PR !1144", "2026-01-24")

E("exp-xy-0071", "复盘：xyRequest（axios 实例 + 拦截器）迁到 RTK Query baseQuery：错误码映射与 token 刷新",
  "xy-cms", "plugin", ["xyRequest"], "verified", M(R, RTK),
  r"""
## 背景
Vue 版 `xyRequest` 是一个 axios 实例，挂在 `Vue.prototype.$http`，拦截器做了：注入 token、统一错误弹窗、401 刷新 token、业务 code 解包（后端返回 `{ code: 0, data }`，非 0 即错误）。迁到 RTK Query 时第一版直接用 `fetchBaseQuery`，结果：
- 业务错误（HTTP 200 + code 非 0）被当成成功，页面拿到 `{ code: 'CMS_4221', ... }` 当数据用；
- 并发 5 个请求同时 401，刷新了 5 次 token，后 4 次把前面刚拿到的 refresh token 作废，用户被踢下线；
- 错误弹窗在每个页面各写一遍。

## 方案
```ts
const raw = fetchBaseQuery({
  baseUrl: import.meta.env.VITE_API_BASE,
  prepareHeaders: (h, { getState }) => {
    const t = (getState() as RootState).auth.accessToken;
    if (t) h.set('Authorization', `Bearer ${t}`);
    h.set('X-Xy-Client', 'cms-react');
    return h;
  },
});

// 1) 解包业务 code：HTTP 200 + code !== 0 也视为错误
const unwrap: BaseQueryFn<string | FetchArgs, unknown, XyError> = async (args, api, extra) => {
  const r = await raw(args, api, extra);
  if (r.error) return { error: toXyError(r.error) };
  const body = r.data as XyResp<unknown>;
  if (body.code !== 0) return { error: { status: r.meta?.response?.status ?? 200, code: body.code, message: body.msg, data: body.data } };
  return { data: body.data, meta: r.meta };
};

// 2) token 刷新：async-mutex 保证并发 401 只刷新一次
const mutex = new Mutex();
export const baseQuery: typeof unwrap = async (args, api, extra) => {
  await mutex.waitForUnlock();
  let r = await unwrap(args, api, extra);
  if (r.error?.code === 'CMS_4011') {
    if (!mutex.isLocked()) {
      const release = await mutex.acquire();
      try {
        const rr = await unwrap({ url: '/auth/refresh', method: 'POST', body: { refreshToken: selectRefresh(api.getState()) } }, api, extra);
        if (rr.data) { api.dispatch(tokenRefreshed(rr.data as Tokens)); r = await unwrap(args, api, extra); }
        else { api.dispatch(loggedOut()); }
      } finally { release(); }
    } else {
      await mutex.waitForUnlock();
      r = await unwrap(args, api, extra);
    }
  }
  return r;
};
```

## 错误码分层
- **全局处理**（在 baseQuery 之后的 `errorMiddleware` 里，用 `isRejectedWithValue` 匹配）：CMS_4011 刷新失败 → 登出；CMS_4033 IP 白名单 → 提示走 VPN；5xx → 通用“服务繁忙”。
- **页面处理**（不要全局弹）：CMS_4031 无审核权限、CMS_4032 编辑锁、CMS_4091 版本冲突、CMS_4093 已被认领、CMS_4221 敏感词、CMS_5003 转码繁忙。这些在 endpoint 的 `onQueryStarted` 或组件里处理；`errorMiddleware` 维护一个 `PAGE_HANDLED` 白名单跳过它们。
- 每个 mutation 可以传 `meta: { silent: true }` 跳过全局弹窗（原 axios 的 `config.silent`）。

## 踩坑
- `fetchBaseQuery` 默认对非 2xx 才报错，HTTP 200 的业务错误一定要自己解包。
- 上传接口（multipart）不要手动设置 Content-Type，让浏览器带 boundary。
- 刷新 token 的请求本身返回 CMS_4011 时直接登出，别递归。
- 后端某些老接口返回 `code: '0'`（字符串），`toXyCode` 里统一 `String(code) === '0'`。

## 结果
接口层代码从 axios 拦截器 + 每页 try/catch 收敛到 baseQuery + errorMiddleware 两处，错误提示文案统一；被动登出投诉消失。
""",
  "xy-cms React 侧所有接口请求（RTK Query）。后端统一返回 { code, msg, data }，token 使用 access + refresh 双 token。",
  "上传到 OSS 的直传请求不经过 baseQuery；xy-live-h5 的鉴权由 App 注入 token、不能在 H5 内刷新，不适用本条的刷新逻辑。",
  "复盘 wiki/fe/request-layer；PR !1125、!1132", "2026-01-14")

E("exp-xy-0072", "PR: normalize backend error codes in baseQuery and refresh tokens once (CMS_4011)",
  "xy-cms", "plugin", ["xyRequest"], "verified", M(R, RTK),
  r"""
**Summary**: follow-up to the request-layer migration. Adds `XyError` normalization and a single-flight token refresh.

- All errors now have the shape `{ status, code, message, data }`. `code` is always a string like `CMS_4031`; network failures map to `NET_0000`, timeouts to `NET_0408`.
- A 401 with `CMS_4011` triggers exactly one `/auth/refresh` call guarded by `async-mutex`; concurrent requests wait for the unlock and then retry once. A failed refresh dispatches `loggedOut()` and redirects to `/login?redirect=…`.
- `CMS_4031` (no audit permission) is explicitly **not** treated as an auth failure any more; it is left to the page.
- Added `isXyError(e, 'CMS_4091')` helper for components.

**Test plan**: msw test that fires 5 parallel requests with an expired token and asserts `/auth/refresh` is called once and all 5 succeed.
""",
  "xy-cms RTK Query requests.",
  "xy-live-h5 gets its token from the native app and cannot refresh in the page; this does not apply there.",
  "PR !1132 xy-fe/xy-cms", "2026-01-14")
