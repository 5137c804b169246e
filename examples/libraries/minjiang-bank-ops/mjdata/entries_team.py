"""Team-wide (project "*") entries shared by mj-counter and mj-risk."""
from .common import E

P = "*"

ENTRIES = [
E("exp-mjt-001", "发版后 ChunkLoadError：lazyWithRetry、保留旧 chunk 与 index.html 缓存策略（团队通用）",
"""
【问题】每次傍晚发版后，第二天早上或当天晚上总有网点反馈"点菜单没反应/页面白一块"，前端监控里是 `ChunkLoadError: Loading chunk 87 failed.` 或 `Loading CSS chunk 87 failed`。柜面终端一开就是一整天，风控大屏更是一周不刷新。
【原因】
1. 构建产物文件名带 contenthash，发布脚本 `deploy.sh` 用 `rsync --delete` 同步，把上一版的 chunk 全删了；还开着的页面里，运行时 manifest 仍指向旧 chunk 名，懒加载路由时 404。
2. nginx 给 `index.html` 也配了 `expires 7d`，部分终端刷新后拿到的还是旧 index.html，旧 index.html 引用的 chunk 又已经删了，刷新也没用。
3. 网点网关（行内 CDN 节点）会缓存 404 响应 60 秒，所以第一次失败后立即重试也会失败。
【做法】
1. 发布脚本：不再 `--delete`，静态资源目录保留最近 3 个版本，由定时任务清理 7 天前的文件；`remoteEntry.js`（Module Federation）与 `index.html` 不带 hash，每次覆盖。
2. nginx：`location = /index.html { add_header Cache-Control "no-cache"; }`，`remoteEntry.js` 同样 no-cache；带 hash 的静态资源 `Cache-Control: public, max-age=31536000, immutable`。
3. 前端：所有路由级懒加载统一用 `lazyWithRetry`：
```ts
export function lazyWithRetry<T extends ComponentType<any>>(factory: () => Promise<{ default: T }>) {
  return lazy(async () => {
    try { return await factory(); }
    catch (err: any) {
      const isChunkErr = err?.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\\w-]+ failed/.test(err?.message ?? '');
      if (isChunkErr && !sessionStorage.getItem('mj-chunk-reload')) {
        sessionStorage.setItem('mj-chunk-reload', String(Date.now()));
        window.location.reload();
        return new Promise(() => {});        // 等待刷新
      }
      throw err;
    }
  });
}
```
页面加载成功 10 秒后清掉 `mj-chunk-reload`，保证下一次发版还能自动刷新一次；如果刷新后仍失败，交给路由的 `errorElement` 展示"系统已升级，请点击重新加载"按钮，而不是无限刷新。
4. 柜面（Vue 壳 + React 子应用）：壳在 `window.onerror` 里捕获子应用的 ChunkLoadError，不要自动刷新整个壳——柜员可能正在录入交易。壳只在柜员回到菜单页时提示刷新。
【注意】
- 自动刷新前必须判断当前页面是否有未提交的交易（`formState.isDirty` 或 `window.__mjTxnInProgress`），有的话不刷新，只提示；否则会丢失柜员录入的数据，柜面上这是比白屏更严重的问题。
- Vite 项目（mj-risk）的错误不是 ChunkLoadError，而是 `Failed to fetch dynamically imported module`，正则需要另外加，见风控那条。
- webpack 的 `output.chunkLoadTimeout` 默认 120 秒，网点网络差时可以看到 `ChunkLoadError: Loading chunk 87 failed. (timeout: ...)`，这种是超时不是 404，重试一次通常能成功，也由 lazyWithRetry 覆盖。
- 测试方法：本地 build 两次，启动第一版页面后用第二版覆盖 dist 并删除旧 chunk，再点懒加载菜单。
""", P, "build", "verified",
assets=["React.lazy", "lazyWithRetry", "deploy.sh"], applies_to={"react": ">=17.0.0 <19.0.0"},
conditions="webpack 构建的应用（mj-counter React 子应用等）在发版后出现 ChunkLoadError。",
counter_conditions="Vite 构建（mj-risk）报 Failed to fetch dynamically imported module，需要改正则与 vite:preloadError。",
source="wiki: 前端团队/发布规范/缓存与懒加载; PR !447 (mj-counter)", updated_at="2024-06-11"),

E("exp-mjt-002", "MJ-E1401 会话失效：axios 实例 mjHttp 拦截器 + QueryCache 全局 onError",
"""
【问题】Vue 里 axios 响应拦截器碰到 `MJ-E1401 会话已失效，请重新签到/登录` 会 `router.push('/sign-in')`；React 端每个 `useQuery` 都自己处理，漏处理的页面停在 loading。
【做法】`mjHttp` 拦截器只负责把后台错误转成 `MjApiError { code, msg, traceId }` 并 reject；导航放在 `new QueryClient({ queryCache: new QueryCache({ onError: handleGlobalError }), mutationCache: new MutationCache({ onError: handleGlobalError }) })`，`handleGlobalError` 里 E1401 → `queryClient.clear()` + 跳登录（柜面是签到页，风控是 SSO）。
【注意】多个并发请求同时 E1401 时只跳一次，用模块级标记；E1401 的请求不要 retry（`retry: (n, e) => e.code !== 'MJ-E1401' && n < 2`）。
""", P, "plugin", "verified",
assets=["mjHttp", "axios interceptor"], applies_to={"@tanstack/react-query": ">=4.0.0 <6.0.0"},
conditions="所有调用行内后台的 React 页面。", counter_conditions="日切 MJ-E1023 和授权 MJ-E2041 有各自的专门流程。",
source="PR !403 (mj-counter), PR !72 (mj-risk)", updated_at="2024-03-05"),

E("exp-mjt-003", "会计日期（业务日期）与自然日：日切后一律用后台的 bizDate",
"""
【问题】多个页面用 `new Date()` / `dayjs()` 做默认查询日期、判断"当日"，晚上 22 点日切后会计日期已经是次日，前端还是自然日，导致"当日冲正"判断错误、流水查询默认查不到数据。
【做法】`useBizDate()`：`useQuery({ queryKey: ['sys','bizDate'], queryFn: getBizDate, staleTime: Infinity })`；日切完成事件（柜面 DayCutGuard、风控轮询 `/sys/daycut/status`）后 `invalidateQueries({ queryKey: ['sys'] })`。所有"今天""当日""T+1"判断都基于 bizDate。
【注意】日期选择器的 `maxDate`/`disabledDate` 也用 bizDate；审计时间戳（操作时间）仍用服务器时间，不是 bizDate。
""", P, "other", "verified",
assets=["useBizDate", "dateFmt"], applies_to={"@tanstack/react-query": ">=4.0.0 <6.0.0"},
conditions="任何涉及当日/会计日期的判断。", source="事故复盘 INC-2024-0305", updated_at="2024-03-18"),

E("exp-mjt-004", "金额精度：前端一律以分（整数）计算，展示时才转元",
"""
【问题】迁移时把 Vue 里 `toFixed(2)` 的计算照搬，券别合计 `0.1 + 0.2` 类误差导致轧账差额显示 -0.01。
【做法】新接口 `/api/v2` 金额字段统一是分（整数）；前端计算全部用整数分，`Number.isSafeInteger` 校验；展示用 `formatCurrency(cents / 100)`。汇率换算等需要小数运算的用 `decimal.js`，不要用 `Number`。
【注意】老接口 `/api/v1` 返回元字符串，适配层统一转为分。
""", P, "other", "verified",
assets=["currency", "formatCurrency"], conditions="所有金额计算。", source="wiki: 前端团队/编码规范/金额", updated_at="2024-02-26"),

E("exp-mjt-005", ".sync 修饰符与 v-model 迁移为受控 value/onChange",
"""
【问题】Vue 2 的 `:visible.sync`、Vue 3 的 `v-model:visible`，迁移时容易写成子组件内部 state 复制 props。
【做法】统一受控：父组件持有状态，子组件接收 `open` + `onOpenChange(next)`；不要 `useState(props.open)` 再 `useEffect` 同步。组件库风格：MUI 用 `open/onClose`，antd 用 `open/onCancel`。
""", P, "component", "verified",
assets=[".sync", "v-model"], conditions="双向绑定的 prop。", source="wiki: 前端团队/迁移手册/双向绑定", updated_at="2024-02-15"),

E("exp-mjt-006", "事件总线 $bus / mitt 迁移：用查询失效和显式回调代替",
"""
【问题】柜面 `this.$bus.$emit('txn:done')`、风控 `emitter.emit('filter:change')`，React 端第一版用 mitt 照搬，组件卸载忘记 `off` 导致重复刷新。
【做法】按事件语义替换：数据变化类（交易完成、冲正完成）→ mutation `onSuccess` 里 `invalidateQueries`；状态共享类（筛选变化）→ zustand 或 Context；父子通知 → 回调 props。确实需要跨应用通信（Vue 壳 ↔ React 子应用）时才保留 `window.__mjBus`。
""", P, "plugin", "verified",
assets=["$bus", "mitt", "EventBus"], conditions="迁移事件总线。", source="PR !431 (mj-counter), PR !85 (mj-risk)", updated_at="2024-04-10"),

E("exp-mjt-007", "迁移 PR 自查清单（候选）",
"""
【检查项（候选）】
- 是否删除了对应 Vue 组件的路由注册，避免新旧页面同时可达。
- 所有接口是否走 mjHttp，错误码是否进了 errorCodeMap。
- 是否有 `new Date()` 判断当日（应为 bizDate）。
- 金额是否按分计算。
- 是否补了单测与 QA 回归用例编号。
【注意】清单尚未在团队评审通过。
""", P, "other", "candidate",
conditions="提交迁移 PR 前。", source="wiki: 前端团队/草稿/迁移自查", updated_at="2024-05-31"),

E("exp-mjt-008", "MjWatermark 水印组件迁移（柜员号+时间，合规要求）",
"""
【问题】两个系统所有页面都要显示水印（柜员号/工号 + 姓名 + 日期），Vue 版 `MjWatermark` 用 canvas 生成背景图并用 MutationObserver 防删除。
【做法】React 版 `<Watermark text={[userNo, name, bizDate]} />`：canvas 生成 dataURL 作为 fixed 层背景，`pointer-events: none`，MutationObserver 监听该节点被删除或 style 被改时重新插入。风控看板主线可以用 antd 5 `Watermark` 组件，但厦门 antd 4 没有，为统一都用自研版。
【注意】水印日期用 bizDate；打印时通过 `@media print` 保留水印。
""", P, "component", "verified",
assets=["MjWatermark", "Watermark"], applies_to={"react": ">=17.0.0 <19.0.0"},
conditions="所有页面水印。", source="PR !411 (mj-counter)", updated_at="2024-03-13"),

E("exp-mjt-009", "idleMixin 自动锁屏（无操作 10 分钟）迁移为 useIdleTimer",
"""
【问题】柜面无操作 10 分钟自动锁屏（需柜员密码解锁），风控 30 分钟；Vue 里 `idleMixin` 挂在根组件。
【做法】`useIdleTimer({ timeout, onIdle })` 放在根布局，监听 `mousemove/keydown/wheel`（passive，节流 1 秒）；多标签页用 `BroadcastChannel('mj-idle')` 同步活动时间。锁屏层是全屏 portal，锁屏期间暂停 TanStack Query 轮询（`focusManager.setFocused(false)`）。
【注意】授权弹窗、打印等待中不计入 idle。
""", P, "mixin", "verified",
assets=["idleMixin", "useIdleTimer"], applies_to={"react": ">=17.0.0 <19.0.0"},
conditions="自动锁屏。", source="PR !437 (mj-counter)", updated_at="2024-04-23"),

E("exp-mjt-010", "Flaky tests: waitFor times out because TanStack Query retries failed requests",
"""
[Problem] In CI, tests asserting an error message (e.g. MJ-E2009 toast) fail intermittently with `Unable to find an element with the text ... waitFor timed out after 1000ms`.
[Cause] The default QueryClient retries failed queries 3 times with exponential backoff (1s, 2s, 4s), longer than waitFor's default timeout.
[Fix] Create a fresh QueryClient per test: `new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } })` (use `cacheTime` instead of `gcTime` on TanStack Query 4). Never share the app's singleton client in tests.
[Note] Applies to both jest (mj-counter) and vitest (mj-risk).
""", P, "test", "verified",
assets=["QueryClient", "renderWithProviders"], applies_to={"@tanstack/react-query": ">=4.0.0 <6.0.0"},
conditions="Component tests with TanStack Query.", source="QA vendor report QA-2024-019", updated_at="2024-04-24"),

E("exp-mjt-011", "watch / watchEffect 迁移为 useEffect：eslint react-hooks/exhaustive-deps 不要关",
"""
【问题】迁移 `watch(() => props.orgNo, load, { immediate: true })` 时写成 `useEffect(load, [])` 并 `// eslint-disable-next-line`，机构切换后不刷新。
【做法】能用派生值的不写 effect（`useMemo`）；数据加载类 watch 改成 queryKey 依赖（`useQuery({ queryKey: ['x', orgNo] })`）；真正的副作用才用 `useEffect`，依赖完整，函数用 `useCallback` 或移入 effect 内。`deep: true` 的 watch 说明状态结构有问题，先拆状态。
【注意】团队 eslint 配置里 `react-hooks/exhaustive-deps` 是 error，禁用需要 CR 说明。
""", P, "other", "verified",
assets=["watch", "watchEffect", "useEffect"], conditions="迁移 watch。", source="wiki: 前端团队/迁移手册/watch", updated_at="2024-03-01"),

E("exp-mjt-012", "computed 迁移为 useMemo 还是直接计算",
"""
【问题】Vue `computed` 迁移时每个都包 `useMemo`，代码冗长。
【做法】便宜的计算直接在渲染里算；只有昂贵计算（万级数组过滤、排序）或需要稳定引用（作为 effect 依赖、传给 memo 子组件、ECharts option）才 `useMemo`。
""", P, "other", "verified",
assets=["computed", "useMemo"], conditions="迁移 computed。", source="wiki: 前端团队/迁移手册/computed", updated_at="2024-03-01"),

E("exp-mjt-013", "v-track 埋点指令迁移为 useTrack 与 data-track 属性",
"""
【问题】`v-track="{ event: 'click_reverse', txnCode }"` 点击埋点。
【做法】根部一次性事件委托：监听 document click，向上查找 `data-track` 属性并上报；需要携带动态参数时 `data-track={JSON.stringify({...})}`；曝光类埋点用 `useTrack(ref, payload)`（IntersectionObserver）。
【注意】埋点里不能带卡号、身份证号、金额明细，只带交易码和结果码。
""", P, "directive", "verified",
assets=["v-track", "useTrack"], conditions="埋点。", source="PR !439 (mj-counter)", updated_at="2024-04-27"),

E("exp-mjt-014", "后台错误码统一映射 errorCodeMap 与 MjErrorMessage（通用错误码）",
"""
【问题】`MJ-E0001 参数缺失`、`MJ-E0500 系统繁忙`、`MJ-E0504 网关超时`等通用错误码，Vue 版在拦截器里 `this.$message.error(msg)`；React 端各页面提示文案不一致。
【做法】`errorCodeMap.ts` 维护 code → { level, text, action }；`MjErrorMessage` 根据 level 用 Snackbar（柜面）或 message（风控）展示，`traceId` 放在"复制详情"里方便报障。未知码显示后台 msg + traceId。
【注意】不要把需要专门流程的码放进通用映射：`MJ-E1023`（日切）、`MJ-E1401`（会话失效）、`MJ-E2041`（授权票据过期）、`MJ-E3107`（反洗钱命中）都各有处理，通用提示会掩盖流程。
""", P, "other", "verified",
assets=["errorCodeMap", "MjErrorMessage", "mjHttp"], conditions="通用后台错误提示。",
counter_conditions="MJ-E1023、MJ-E1401、MJ-E2041、MJ-E3107 等有专门流程的错误码不适用通用映射。",
source="PR !445 (mj-counter)", updated_at="2024-05-07"),

E("exp-mjt-015", "路由切换时取消请求：axios CancelToken 迁移为 AbortSignal",
"""
【问题】Vue 版在 `beforeRouteLeave` 里调用 `cancelTokenSource.cancel()`。
【做法】TanStack Query 的 `queryFn: ({ signal }) => mjHttp.get(url, { signal })`，组件卸载/key 变化自动 abort；axios 0.22+ 支持 signal。手动请求用 `AbortController`。
【注意】记账类 mutation 不要在离开页面时取消：请求可能已到后台，取消只会让前端不知道结果。
""", P, "plugin", "verified",
assets=["mjHttp", "CancelToken"], applies_to={"@tanstack/react-query": ">=4.0.0 <6.0.0"},
conditions="查询类请求取消。", counter_conditions="记账类交易请求不取消。",
source="PR !423 (mj-counter)", updated_at="2024-04-06"),

E("exp-mjt-016", "Icon-only buttons need accessible names (candidate)",
"""
[Candidate checklist]
- Every IconButton (refresh, print, export) gets `aria-label` in Chinese, e.g. `aria-label="打印凭证"`.
- Tooltips are not accessible names.
- Automated check with axe in the vendor's regression suite.
[Note] Requested by the vendor; not yet a bank requirement.
""", P, "component", "candidate",
assets=["IconButton"], conditions="Icon-only buttons.", source="QA vendor proposal QA-2024-033", updated_at="2024-06-06"),

E("exp-mjt-017", "用 veaury 在 React 里直接包 Vue 组件过渡（已废弃）",
"""
【问题】早期为了快速上线，尝试用 veaury 把 `AmountInput`、`MjTable` 等 Vue 组件直接包进 React 页面。
【注意】Vue 2.7 与 React 18 混渲染下事件和样式问题多，性能差，团队决定不再使用，本条废弃。请按各组件的迁移条目重写。
""", P, "component", "deprecated",
assets=["veaury", "AmountInput", "MjTable"], source="wiki 历史版本", updated_at="2023-09-20"),

E("exp-mjt-018", "混合期 Vue 壳与 React 子应用共享登录态（待复核）",
"""
【问题】柜面 Vue 壳签到后 token 在 Vuex + sessionStorage `mj-token`，React 子应用需要拿到 token。
【做法】目前：壳通过 qiankun/Module Federation 的 props 传 `getToken()` 函数，React 端 mjHttp 每次请求调用；不直接读 sessionStorage。
【注意】风控看板是 SSO cookie，不需要；token 刷新时机是否要由壳统一调度待安全组复核。
""", P, "plugin", "review_required",
assets=["mjHttp", "mj-token"], conditions="Vue 壳 + React 子应用共存期。", source="wiki: 前端团队/待定问题/登录态", updated_at="2024-05-19"),

E("exp-mjt-019", "maskId 身份证号、手机号脱敏过滤器迁移",
"""
【问题】`{{ idNo | maskId }}`、`{{ mobile | maskMobile }}`。
【做法】`@mj/shared-utils` 的 `maskId(id)`（保留前 6 后 4）、`maskMobile(m)`（`138****1234`）；两个项目共用。
【注意】卡号脱敏在柜面 maskCardNo。
""", P, "filter", "verified",
assets=["maskId", "maskMobile"], conditions="证件号、手机号展示。", source="PR !409 (mj-counter)", updated_at="2024-03-12"),

E("exp-mjt-020", "React 18 StrictMode 开发环境下交易被提交两次",
"""
【问题】开发环境联调时，后台日志里同一笔"自动发起的查询/提交"出现两次。
【原因】React 18 StrictMode 开发模式下 effect 会执行两次；有人把"进入页面自动提交预约交易"写在 `useEffect` 里。
【做法】副作用型请求放在事件处理函数或 mutation 调用处；必须在挂载时执行的，用 `useRef` 标记或交给 TanStack Query（查询自带去重）。不要关闭 StrictMode。
【注意】生产环境不会双执行，但开发环境的双执行暴露的是真实 bug（如重新挂载时重复提交）。
""", P, "other", "verified",
assets=["StrictMode", "useEffect"], applies_to={"react": "^18.0.0"},
conditions="React 18 开发环境。", counter_conditions="React 17（fork/xiamen）没有 StrictMode 双执行。",
source="PR !450 (mj-counter)", updated_at="2024-05-12"),
E("exp-mjt-021", "vue-class-component 组件自动转 React 类组件的 codemod 脚本（已废弃）",
"""
【问题】2023 年试过写 jscodeshift 脚本 `vcc2react`，把 `@Component` 装饰器写法的 Vue 组件自动转成 React 类组件。
【注意】生成的类组件无法使用 hooks，转出来的代码还要整体重写，团队已放弃该脚本，也不再维护任何自动转换工具。
""", P, "build", "deprecated",
assets=["vue-class-component", "vcc2react"], source="wiki 历史版本", updated_at="2023-08-01"),
]
