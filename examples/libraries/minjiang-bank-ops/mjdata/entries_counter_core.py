"""mj-counter (柜面系统) entries: stores, router, business flows, Element UI, build, tests."""
from .common import E

P = "mj-counter"

ENTRIES = [
E("exp-mjc-028", "Vuex teller 模块拆分：服务端状态进 TanStack Query，会话上下文进 React Context",
"""
【问题】Vuex `store/modules/teller.js` 有 40 多个 state：柜员信息、机构、权限码、签到状态、当前尾箱号、交易草稿、最近流水……迁移第一版把它整体搬进一个 React Context，任何字段变化整个柜面重渲染，录入时明显卡顿（Chrome 79 终端上输入延迟 300ms+）。
【原因】Vuex 模块里混着三类状态：服务端状态（柜员信息、权限、最近流水）、会话级客户端状态（当前尾箱号、热键开关）、页面级草稿（交易录入草稿）。Context 不做选择性订阅。
【做法】
1. 服务端状态：`useTellerSession()`、`useRecentTxns()` 等用 TanStack Query，`staleTime` 按数据性质设置（权限 5 分钟，最近流水 0）。
2. 会话级客户端状态：只留 `cashboxNo`、`hotkeyEnabled` 几个字段放 `TellerUiContext`，value 用 `useMemo`。
3. 页面草稿：放在页面组件的 react-hook-form 里，不进全局。原来 Vuex 里的 `draft` 是为了"切菜单不丢数据"，现在用 sessionStorage 按交易码暂存（见草稿持久化那条，候选）。
4. Vuex 的 `actions` 里调接口的，改成 `useMutation`，成功后 `invalidateQueries({ queryKey: ['teller'] })`。
【注意】迁移期 Vue 页面还在读 Vuex，React 端修改了尾箱号要通过 `window.__mjStoreBridge.commit('teller/SET_CASHBOX', no)` 同步回去，反之 Vue 端改动通过 `store.subscribe` 通知 React 端 invalidate。
""", P, "store", "verified",
assets=["teller", "store/modules/teller.js", "useTellerSession"], applies_to={"vuex": "^3.6.0", "@tanstack/react-query": "^5.0.0", "react": "^18.0.0"},
conditions="mj-counter Vuex teller 模块。", counter_conditions="mj-risk 使用 Pinia + zustand，不适用。",
source="PR !418, PR !431", updated_at="2024-04-10"),

E("exp-mjc-029", "Vuex cashbox 模块（尾箱余额）迁移：每笔现金交易后 invalidate",
"""
【问题】尾箱余额在 Vuex `cashbox` 模块里，现金存取交易成功后 Vue 版在 action 里本地加减余额。React 端照搬本地加减后，和后台余额对不上（冲正、调拨由其他柜员操作时）。
【原因】尾箱余额是服务端状态，本地加减只是乐观更新，Vue 版靠每 5 分钟刷新掩盖了问题。
【做法】`useCashbox(cashboxNo)` 用 `useQuery`，`staleTime: 0`；现金类交易、冲正、尾箱调拨的 mutation `onSuccess` 里 `invalidateQueries({ queryKey: ['cashbox', cashboxNo] })`。尾箱券别明细（100元、50元张数）同一个 key 前缀下。
【注意】不要做乐观更新：柜员看到的余额必须是后台记账后的值。轧账页面有单独的锁定逻辑。
""", P, "store", "verified",
assets=["cashbox", "useCashbox"], applies_to={"vuex": "^3.6.0", "@tanstack/react-query": "^5.0.0"},
conditions="尾箱余额、券别明细展示。", counter_conditions="轧账（日终）时尾箱已锁定，按轧账那条处理。",
source="PR !436", updated_at="2024-04-20"),

E("exp-mjc-030", "vuex-persistedstate 交易草稿持久化的替代（候选）",
"""
【问题】Vue 版用 `vuex-persistedstate` 把 `teller.draft` 存 sessionStorage，切菜单、误刷新后草稿还在。
【做法（候选检查项）】
- 按交易码存：`sessionStorage['mj-draft:' + txnCode]`，react-hook-form `watch` 防抖 500ms 写入。
- 草稿里不能存密码、授权票据、完整卡号。
- 交易成功或日切后清空。
【注意】还没确定是否需要持久化，业务倾向于"刷新即丢弃"。
""", P, "store", "candidate",
assets=["vuex-persistedstate", "teller"], applies_to={"react-hook-form": "^7.0.0"},
conditions="需要保留交易录入草稿。", source="wiki: 柜面前端/草稿/草稿持久化", updated_at="2024-05-02"),

E("exp-mjc-031", "vue-router beforeEach 签到检查迁移为 RequireSignIn（loader + redirect）",
"""
【问题】`router.beforeEach` 里检查 `store.state.teller.signedIn`，未签到跳 `/sign-in?redirect=...`；白名单 `meta.public`。
【做法】react-router-dom 6.4+ data router：交易路由的父路由加 `loader: requireSignIn`：
```ts
export async function requireSignIn({ request }) {
  const s = await queryClient.ensureQueryData(sessionQuery);
  if (!s.signedIn) throw redirect(`/sign-in?redirect=${encodeURIComponent(new URL(request.url).pathname)}`);
  return null;
}
```
公开页放在这个父路由之外，不再用 `meta.public`。
【注意】loader 里用 `ensureQueryData` 复用缓存，不要直接 fetch，否则每次切路由都打一次会话接口。
""", P, "router", "verified",
assets=["beforeEach", "RequireSignIn", "requireSignIn"], applies_to={"vue-router": "^3.5.0", "react-router-dom": ">=6.4.0 <7.0.0", "@tanstack/react-query": "^5.0.0"},
conditions="mj-counter 路由守卫中的签到检查。", counter_conditions="日切窗口拦截见 DayCutGuard；mj-risk 的 meta.permission 守卫另有一条。",
source="PR !422", updated_at="2024-04-05"),

E("exp-mjc-032", "日切期间拦截交易路由：DayCutGuard 与 MJ-E1023",
"""
【问题】每天 22:00 左右核心系统日切，日切期间交易接口统一返回 `MJ-E1023 日切进行中，交易暂停`。Vue 版在 `router.beforeEach` 里查 `/sys/daycut/status`，日切中跳 `/daycut` 等待页。React 迁移后漏了这个守卫，柜员在日切中提交交易，页面只弹了一个通用错误。
【做法】
1. 交易类父路由 loader 里 `ensureQueryData(dayCutStatusQuery)`，`status === 'RUNNING'` 时 `throw redirect('/daycut')`。
2. `/daycut` 页 `useQuery({ queryKey: ['daycut'], refetchInterval: 15000 })`，状态变为 `DONE` 后 `invalidateQueries()` 全部缓存（会计日期、参数都变了）再回到原页面。
3. 全局 QueryCache/MutationCache `onError` 里识别 `MJ-E1023`，直接导航到 `/daycut`，不弹通用错误框。
【注意】查询类页面（流水查询）日切期间允许访问，只拦截记账类路由（`handle.txn === true`）。
""", P, "router", "verified",
assets=["beforeEach", "DayCutGuard"], applies_to={"react-router-dom": ">=6.4.0 <7.0.0", "@tanstack/react-query": "^5.0.0"},
conditions="记账类交易路由；后台返回 MJ-E1023。", counter_conditions="查询类页面不拦截。",
source="PR !440; 事故复盘 INC-2024-0312", updated_at="2024-04-26"),

E("exp-mjc-033", "冲正（ReversalForm）迁移完整记录：原交易校验、当日/隔日冲正、幂等与错误码",
"""
【问题】`ReversalForm.vue` 是柜面最复杂的页面之一：柜员输入原交易流水号，页面查出原交易要素，确认后发起冲正。迁移到 React 后测试期间出现了三类问题：① 同一笔原交易被冲正两次；② 隔日冲正没有触发支行主管授权；③ 冲正成功后尾箱余额、原交易列表都没刷新。
【原因】
1. Vue 版的"防重复"其实靠 `v-prevent-reclick` 的 2 秒时间锁加后台的串行锁；React 第一版提交按钮没有锁，网关慢时柜员点了两次，第二次在后台锁释放后又成功（后台当时按"冲正请求流水"去重，两次请求流水不同）。
2. 当日冲正只需要本网点主管授权（authLevel 1），隔日冲正需要支行主管（authLevel 2）。Vue 版在 `$auth.open` 插件里根据 precheck 自动升级，React 版把 authLevel 写死成 1。
3. Vue 版冲正成功后 `this.$bus.$emit('txn:reversed')`，尾箱组件和流水列表各自监听刷新；React 端没有事件总线。
【做法】
1. 查询原交易：`useQuery({ queryKey: ['txn', origSerialNo], enabled: /^\\d{20}$/.test(origSerialNo) })`，流水号 20 位；原交易要素（金额、账号、交易码、会计日期）只读展示，金额用 `formatCurrency`，卡号 `maskCardNo`。
2. 判断冲正类型：`origTxn.bizDate === bizDate`（会计日期，来自 `useBizDate()`，不是本机日期）为当日冲正，否则隔日冲正；隔日冲正还要选择冲正原因代码（`reasonCode`，下拉来自参数接口）。
3. 授权：`const ticket = await authorize({ txnCode: '9001', amount: origTxn.amount, reason: `冲正:${origSerialNo}` })`，authLevel 由 precheck 返回，不要前端判断。
4. 提交：`useMutation({ mutationFn: submitReversal, retry: 0 })`；请求头带 `X-MJ-Auth-Ticket` 和 `X-MJ-Idem-Key`。幂等键在进入确认步骤时用 `crypto.randomUUID()` 生成一次存 `useRef`，之后无论重试几次都用同一个键；后台现在按幂等键去重，而不是按请求流水。
5. 成功后：`invalidateQueries({ queryKey: ['cashbox'] })`、`invalidateQueries({ queryKey: ['txn-list'] })`、`invalidateQueries({ queryKey: ['txn', origSerialNo] })`，取代 `$bus` 事件。
6. 凭证：冲正成功后自动调用 `usePrint()` 打印冲正凭证，打印失败不影响冲正结果，但要提示"请到凭证重打菜单补打"。
7. 页面结构拆成三个组件：`ReversalQuery`（输入流水号、回车查询，沿用 `useEnterToNext`）、`ReversalConfirm`（只读要素 + 冲正原因）、`ReversalResult`（结果与凭证打印）。三个步骤之间用 `useReducer` 管理，不用路由切换，避免柜员点浏览器后退回到确认页重复提交。
8. 现金类原交易冲正会影响尾箱：提交前再查一次尾箱状态，尾箱已轧账（`cashbox.status === 'CLOSED'`）时不允许冲正，提示走次日隔日冲正。
9. 单测覆盖：当日/隔日两种授权级别、幂等键在重试中保持不变、E3302/E3305 的展示、成功后三个 queryKey 被 invalidate（用 `jest.spyOn(queryClient, 'invalidateQueries')` 断言）。
【注意】
- 原交易已被冲正时后台返回 `MJ-E3302 原交易已冲正`，要展示原冲正流水号（响应里的 `revSerialNo`），不要提示"系统错误"。
- 原交易不属于本网点返回 `MJ-E3305`，提示联系原网点。
- 部分冲正（只冲一部分金额）柜面不支持，页面上不要出现金额输入框；柜员要求部分冲正时走"抹账"流程（另一个交易码 9003，不在本页面）。
- 批量冲正页面共用提交逻辑，但跨页勾选见 MjTable 跨页勾选那条。
- 本方案基于新冲正接口 `/api/v2/txn/reversal`；hotfix 线仍是 v1 接口，见 hotfix 冲正那条。
""", P, "component", "verified",
assets=["ReversalForm", "ReversalForm.vue"], branches=["master", "feature/*"],
applies_to={"mj-ui": "^3.0.0", "@tanstack/react-query": "^5.0.0", "react": "^18.0.0"},
conditions="master / feature/* 上使用 /api/v2/txn/reversal 的冲正页面。",
counter_conditions="hotfix/* 仍调用 v1 冲正接口；部分冲正（抹账）不适用。",
source="PR !461 mj-counter: feat(reversal): ReversalForm in React; 事故复盘 INC-2024-0405", updated_at="2024-06-05"),

E("exp-mjc-034", "hotfix 线冲正仍调 /api/v1/txn/reverse：字段名与错误码差异（待复核）",
"""
【问题】hotfix 分支修冲正问题时，React 页面按 v2 字段 `origSerialNo` 提交，v1 接口报 `MJ-E0001 参数缺失`。
【做法】v1 字段：`oriTxnNo`（不是 origSerialNo）、`oriTxnDate`（yyyyMMdd 字符串）、金额是元字符串；没有幂等键，只能靠按钮锁。已冲正返回 `MJ-E3302` 同样存在。
【注意】v1 接口计划 2024Q3 下线，hotfix 上的 React 冲正页面上线前需要核心组再确认一次字段。
""", P, "component", "review_required",
assets=["ReversalForm"], branches=["hotfix/*"], applies_to={"mj-ui": ">=2.8.0 <3.0.0"},
conditions="hotfix/* 分支的冲正页面。", counter_conditions="master / feature/* 用 v2 接口。",
source="commit e2c41a8 (hotfix/2024-04-reversal)", updated_at="2024-04-12"),

E("exp-mjc-035", "轧账（BalanceSheet 日终轧账）页面迁移：尾箱锁定、券别核对、差错处理",
"""
【问题】`BalanceSheet.vue`（日终轧账）迁移到 React 后，在试点网点出现：柜员轧账时系统余额和实点现金一致，但提交后提示 `MJ-E4105 存在未完成交易，不能轧账`；另一个网点轧账成功后，第二天签到发现尾箱状态还是"轧账中"。
【原因】
1. 轧账前必须先调用 `/eod/lock` 锁定尾箱，锁定后再取系统余额。Vue 版的 `mounted` 里先 lock 再 fetch；React 版把余额查询写成了 `useQuery`，组件挂载时立即查询，lock 是在点"开始轧账"时才调，导致拿到的是锁定前余额，锁定期间又有一笔在途交易（自助设备上送）落进来。
2. 轧账失败后要调 `/eod/unlock`，Vue 版在 `beforeDestroy` 里兜底 unlock；React 版的 `useEffect` cleanup 里调用了 unlock，但开发环境 StrictMode 挂载两次，cleanup 先执行了一次 unlock，而生产环境柜员直接关闭浏览器标签时 cleanup 根本不执行。
3. 轧账页面原来在 Vue 里有 1200 行，状态散落在 `data()` 的十几个布尔值里（`locking`、`locked`、`counted`、`submitting`……），迁移时逐行翻译布尔值导致出现"已锁定但未计数又可提交"这种非法组合。
【做法】
1. 流程改为显式状态机：`idle → locking → counting → submitting → done | failed`，用 `useReducer` 管理。余额查询 `useQuery({ queryKey: ['eod', cashboxNo, 'balance'], enabled: state === 'counting' })`，只有锁定成功后才启用。
2. 锁定：`useMutation(lockCashbox)`，成功后 dispatch `LOCKED`；锁定返回的 `lockToken` 放 `useRef`，后续 `/eod/balance`、`/eod/submit`、`/eod/unlock` 都要带它。
3. 券别录入：100/50/20/10/5/1 元及硬币，每行 `张数 × 面额`，合计用整数"分"计算，避免浮点误差（见团队金额精度那条）。实点合计和系统余额差额非零时，提交按钮变为"登记差错"，需要主管授权 `authorize({ txnCode: '8102', amount: Math.abs(diff) })`。
4. 解锁兜底：不依赖组件卸载。后台锁有 30 分钟超时；前端在 `pagehide` 事件里用 `navigator.sendBeacon('/eod/unlock', lockToken)` 尽量解锁；StrictMode 下 cleanup 不调用 unlock，只在用户点"放弃轧账"时显式调用。
5. 轧账成功后 `queryClient.removeQueries({ queryKey: ['cashbox'] })`，并跳转到"日终报表打印"。
6. 页面布局：左侧是系统余额（按币种、按现金/重空凭证分组），右侧是 `DenominationGrid` 实点录入，底部显示差额；差额为负（短款）红色、为正（长款）橙色。重要空白凭证（存折、支票、存单）也要按号段核对，号段数据来自 `/eod/vouchers`，同样只在锁定后查询。
7. 单测：用假的 `lockCashbox` 断言在 LOCKED 之前 balance 查询没有发起（`expect(fetchBalance).not.toHaveBeenCalled()`），以及"放弃轧账"才会调用 unlock。
【注意】
- `MJ-E4105` 的真正处理：响应体 `pendingTxns` 里列出未完成交易（通常是在途的自助设备交易或未完成的授权），页面要把列表展示给柜员，并提供"刷新"按钮，等在途交易落地后重新锁定取数；不要让柜员反复点提交。
- `MJ-E4107 尾箱已轧账` 表示当天已经轧过，直接跳报表页。
- `MJ-E4110 锁定令牌无效` 通常是锁已超时（30 分钟）被后台自动释放，重新从 locking 开始，已录入的券别张数保留在 reducer 里不用重录。
- 轧账页禁止热键 F2 直接提交，必须鼠标点确认（业务要求），所以这个页面不注册 useHotkeys 的 F2。
- 日切开始后（MJ-E1023）不能轧账，这种情况由 DayCutGuard 统一处理。
- 多币种尾箱（外币柜台）按币种逐个轧账，每个币种一次 lock/submit，不能合并为一次请求；外币券别面额表与人民币不同，从 `/param/denominations?ccy=` 获取。
""", P, "component", "verified",
assets=["BalanceSheet", "BalanceSheet.vue"], applies_to={"@tanstack/react-query": "^5.0.0", "react": "^18.0.0", "mj-ui": "^3.0.0"},
conditions="日终轧账页面（尾箱锁定→实点→提交）。", counter_conditions="尾箱交接（柜员之间）不是轧账，见 CashboxHandover。",
source="PR !470 mj-counter: feat(eod): BalanceSheet state machine; 事故复盘 INC-2024-0418", updated_at="2024-06-10"),

E("exp-mjc-036", "大额交易复核 LargeAmountConfirm：阈值从参数接口取，不要写死 5 万",
"""
【问题】`LargeAmountConfirm.vue` 在金额超过阈值时弹出二次确认（客户身份核验、资金用途）。Vue 版写死 `amount >= 50000`，React 迁移照抄，结果对公转账的大额阈值（20 万）不对。
【做法】阈值来自 `/param/large-amount?txnCode=...`：现金类 5 万、对私转账 5 万、对公转账 20 万，可能按监管调整。`useQuery({ queryKey: ['param','large', txnCode], staleTime: Infinity })`，日切时 invalidate。超过阈值时渲染 `<LargeAmountConfirm>`，必填"资金用途"，并联动反洗钱检查。
【注意】阈值比较用"分"整数比较；大额交易往往同时需要授权，先复核后授权。
""", P, "component", "verified",
assets=["LargeAmountConfirm"], applies_to={"@tanstack/react-query": "^5.0.0", "@mui/material": "^5.0.0"},
conditions="超过大额阈值的现金/转账交易。", counter_conditions="外币大额按等值美元另有规则，不适用本条。",
source="PR !457", updated_at="2024-05-16"),

E("exp-mjc-037", "反洗钱检查 AmlCheckPanel 迁移：MJ-E3107 名单命中的处理",
"""
【问题】开户、大额、跨境交易前要做反洗钱名单筛查。`AmlCheckPanel.vue` 调 `/aml/screen`，命中返回 `MJ-E3107 反洗钱名单命中`。React 第一版把 E3107 当普通错误弹框，柜员点确定后还能继续提交。
【做法】E3107 时交易直接终止：表单禁用、隐藏提交按钮，展示命中类型（制裁名单/PEP/内部黑名单）和"上报可疑交易"按钮，打开 `AmlReportDialog` 填写上报原因；上报成功后只能返回菜单。
【注意】不要在前端缓存筛查结果；同一客户每笔交易都要重新筛查。命中详情只展示名单类型，不展示名单原文。
""", P, "component", "verified",
assets=["AmlCheckPanel", "AmlReportDialog"], applies_to={"@tanstack/react-query": "^5.0.0", "@mui/material": "^5.0.0"},
conditions="柜面反洗钱筛查；后台返回 MJ-E3107。", counter_conditions="mj-risk 的反洗钱预警列表是另一回事。",
source="PR !459", updated_at="2024-05-22"),

E("exp-mjc-038", "el-date-picker 迁移为 MUI X DatePicker（AdapterDayjs，会计日期限制）",
"""
【问题】流水查询的 `el-date-picker type="daterange"` 迁到 MUI，MUI X v6 免费版没有 DateRangePicker（Pro 才有）。
【做法】用两个 `DatePicker` 拼起止日期，`LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="zh-cn"`；`maxDate` 取会计日期 `bizDate`，起止跨度不超过 93 天（后台限制）；值给后台时格式化成 `YYYYMMDD`。`picker-options.disabledDate` 改成 `shouldDisableDate`。
【注意】import 路径：`@mui/x-date-pickers/AdapterDayjs`（v6）。v7 路径改为 `AdapterDayjs` 在 `@mui/x-date-pickers/AdapterDayjs` 仍可用但 props 有变化，本条只验证了 v6。
""", P, "component", "verified",
assets=["el-date-picker", "DatePicker"], applies_to={"element-ui": "^2.15.0", "@mui/x-date-pickers": "^6.0.0", "dayjs": "^1.11.0"},
conditions="MUI X date pickers v6。", counter_conditions="mj-risk 用 antd DatePicker，不适用。",
source="PR !424", updated_at="2024-04-08"),

E("exp-mjc-039", "el-form 校验规则迁移为 react-hook-form + MUI Controller",
"""
【问题】`el-form :rules` 里大量 `{ required: true, message: '请输入账号', trigger: 'blur' }` 和自定义 `validator(rule, value, cb)`。
【做法】每个字段 `<Controller name="acctNo" control={control} rules={{ required: '请输入账号', validate: checkAcctNo }} render={({ field, fieldState }) => <TextField {...field} error={!!fieldState.error} helperText={fieldState.error?.message} />} />`；`mode: 'onBlur'` 对应 `trigger: 'blur'`。异步校验（账户状态）放 `validate` 返回 Promise。
【注意】el-form 的 `validator` 回调风格 `cb(new Error(msg))` 改为返回字符串或 true；`resetFields` 对应 `reset()`。
""", P, "component", "verified",
assets=["el-form", "Controller"], applies_to={"element-ui": "^2.15.0", "react-hook-form": "^7.0.0", "@mui/material": "^5.0.0"},
conditions="柜面录入表单校验。", counter_conditions="mj-risk 用 antd Form，另见。",
source="PR !415", updated_at="2024-03-26"),

E("exp-mjc-040", "el-message-box 确认框迁移为 useConfirm（Promise 风格 MUI Dialog）",
"""
【问题】`this.$confirm('确认提交？', '提示', { type: 'warning' }).then(...)` 遍布各页面。
【做法】`ConfirmProvider` + `useConfirm()`：`const ok = await confirm({ title: '提示', content: '确认提交？' })`，返回 boolean（取消不 reject，和 Element 不同，避免未捕获的 Promise rejection）。
【注意】Element 的 `$confirm` 取消时 reject('cancel')，迁移时把 `.catch(() => {})` 删掉改成 `if (!ok) return`。
""", P, "component", "verified",
assets=["el-message-box", "$confirm", "useConfirm"], applies_to={"element-ui": "^2.15.0", "@mui/material": "^5.0.0"},
conditions="柜面确认框。", source="PR !416", updated_at="2024-03-27"),

E("exp-mjc-041", "el-select remote（远程搜索机构/柜员）迁移为 MUI Autocomplete + useQuery",
"""
【问题】`el-select filterable remote :remote-method` 用于搜索机构号、柜员号。
【做法】`Autocomplete` 受控 `inputValue`，防抖 300ms 后作为 queryKey：`useQuery({ queryKey: ['org-search', kw], enabled: kw.length >= 2 })`；`filterOptions={(x) => x}` 关闭本地过滤；`getOptionLabel={(o) => `${o.orgNo} ${o.orgName}`}`。
【注意】值只存 `orgNo`，options 和 value 的比较见 Autocomplete 警告那条。
""", P, "component", "verified",
assets=["el-select", "Autocomplete"], applies_to={"@mui/material": "^5.0.0", "@tanstack/react-query": "^5.0.0"},
conditions="远程搜索下拉。", source="PR !429", updated_at="2024-04-15"),

E("exp-mjc-042", "MUI: The value provided to Autocomplete is invalid. None of the options match",
"""
【问题】机构选择 Autocomplete 控制台报 `MUI: The value provided to Autocomplete is invalid. None of the options match with {"orgNo":"350100"}. You can use the isOptionEqualToValue prop to customize the equality test.`
【原因】远程搜索后 options 是新请求返回的对象，value 是旧对象，默认用 `===` 比较。
【做法】`isOptionEqualToValue={(o, v) => o.orgNo === v.orgNo}`；回显时如果 options 里没有当前值，把当前值拼进 options：`options={uniqBy([value, ...data].filter(Boolean), 'orgNo')}`。
""", P, "component", "verified",
assets=["el-select", "Autocomplete"], applies_to={"@mui/material": "^5.0.0"},
conditions="MUI Autocomplete 出现 None of the options match 警告。", source="commit 4d1f7aa", updated_at="2024-04-16"),

E("exp-mjc-043", "Warning: A component is changing an uncontrolled input to be controlled（金额框 value 为 undefined）",
"""
【问题】柜面录入页控制台报 `Warning: A component is changing an uncontrolled input to be controlled. This is likely caused by the value changing from undefined to a defined value` 以及 MUI 的 `MUI: A component is changing the uncontrolled value state of ... to be controlled.`
【原因】react-hook-form `defaultValues` 没给 `amount`，首次渲染 value 为 undefined；Vue 里 `v-model` 对 undefined 很宽容。
【做法】`defaultValues` 里所有字段给初始值（金额 `null`、文本 `''`）；`MjAmountField` 内部 `value ?? ''`。
【注意】不要用 `value || ''`，金额 0 会被吞掉。
""", P, "component", "verified",
assets=["AmountInput", "MjAmountField", "el-input"], applies_to={"react": "^18.0.0", "react-hook-form": "^7.0.0"},
conditions="受控输入框初始值为 undefined。", source="commit 9b2e6c0", updated_at="2024-04-03"),

E("exp-mjc-044", "vue-i18n 8 的 $t 迁移：沿用同一份 JSON 的轻量 t() 与 I18nProvider",
"""
【问题】柜面有 zh-CN / en-US 两套文案（外籍客户凭证、少数英文界面），Vue 里 `this.$t('txn.cashOut.title')`。
【做法】不引入 react-i18next，写 `I18nProvider` + `useT()`，直接读 `src/locales/zh-CN.json` 同一份文件，支持 `{name}` 插值（vue-i18n 8 语法）；复数规则柜面没用到。
【注意】`$tc`、`$te` 用法要逐个替换；Element UI 组件自身语言包和 MUI 的 `zhCN` locale 分别在各自 Provider 设置。
""", P, "i18n", "verified",
assets=["vue-i18n", "$t", "useT"], applies_to={"vue": "^2.7.0", "react": "^18.0.0"},
conditions="mj-counter 文案。", counter_conditions="mj-risk 用 vue-i18n 9 + antd locale，另见。",
source="PR !417", updated_at="2024-03-28"),

E("exp-mjc-045", "mj-ui SCSS 主题变量迁移为 MUI createTheme",
"""
【问题】mj-ui 的 `variables.scss` 定义 `$mj-primary: #0b5cad`（闽江蓝）、`$mj-danger`、`$mj-font-size-base: 14px`，柜面终端 1280×1024 屏幕。
【做法】`createTheme({ palette: { primary: { main: '#0b5cad' } }, typography: { fontSize: 14, fontFamily: '"Microsoft YaHei", sans-serif' }, components: { MuiButton: { defaultProps: { disableElevation: true } } } })`；SCSS 变量同时导出为 CSS 变量 `--mj-primary`，给还没迁移的 Vue 页面共用。
【注意】MUI 默认 `htmlFontSize` 16，字号换算会偏小，显式设 `fontSize: 14`。
""", P, "style", "verified",
assets=["variables.scss", "mj-ui"], applies_to={"mj-ui": "^3.0.0", "@mui/material": "^5.0.0"},
conditions="mj-counter 主题。", counter_conditions="mj-risk 用 antd token。",
source="PR !408", updated_at="2024-03-08"),

E("exp-mjc-046", "::v-deep / /deep/ 覆盖 el-* 样式迁移为 MUI sx 与 styleOverrides",
"""
【问题】Vue 组件里 `::v-deep .el-input__inner { text-align: right }` 这类穿透样式很多，React 端没有 scoped。
【做法】单处定制用 `sx={{ '& .MuiInputBase-input': { textAlign: 'right' } }}`；全局一致的（金额右对齐）放 theme `components.MuiInputBase.styleOverrides`；复杂布局用 CSS Modules。
【注意】不要写全局 `.MuiInputBase-input {}`，会影响 Vue 壳里同页面的其他 React 子应用。
""", P, "style", "verified",
assets=["::v-deep", "scoped"], applies_to={"@mui/material": "^5.0.0"},
conditions="样式穿透迁移。", source="PR !413", updated_at="2024-03-15"),

E("exp-mjc-047", "VUE_APP_* 环境变量迁移（webpack 5 DefinePlugin 的 process.env）",
"""
【问题】Vue CLI 的 `process.env.VUE_APP_API_BASE`、`VUE_APP_PRINT_URL` 在 React 子应用（webpack 5 + Module Federation）里是 undefined。
【做法】React 子应用统一前缀 `MJ_`，`DefinePlugin` 只注入白名单：`'process.env.MJ_API_BASE': JSON.stringify(process.env.MJ_API_BASE)`；网点差异化配置（打印服务端口）不要进构建，改为运行时读取 `/config/terminal.json`。
【注意】不要 `new DefinePlugin({ 'process.env': JSON.stringify(process.env) })`，会把构建机环境变量打进包。
""", P, "build", "verified",
assets=["VUE_APP_*", "vue.config.js"], conditions="mj-counter React 子应用（webpack 5）。",
counter_conditions="mj-risk 用 Vite，变量是 import.meta.env.VITE_*。",
source="PR !402", updated_at="2024-02-29"),

E("exp-mjc-048", "柜面终端 Chrome 79：React 子应用构建目标与 polyfill",
"""
【问题】网点柜面终端是锁定版本的 Chrome 79，React 子应用上线后白屏，控制台 `SyntaxError: Unexpected token '?'`。
【原因】依赖里有可选链 `?.` 和空值合并 `??`（Chrome 80 才支持），webpack 默认不转译 node_modules。
【做法】`.browserslistrc` 写 `chrome >= 79`；`babel-loader` 的 `include` 加上 `@tanstack`、`@mui`、`react-router`；`core-js@3` `useBuiltIns: 'usage'`。`structuredClone`、`Array.prototype.at` 需要 polyfill。CI 里加 `es-check es2019 dist/**/*.js`。
【注意】不要指望 `@vitejs/plugin-legacy`，柜面子应用不是 Vite 构建。
""", P, "build", "verified",
assets=["webpack.config.js", ".browserslistrc"], conditions="mj-counter 柜面终端（Chrome 79）。",
counter_conditions="mj-risk 看板运行在新版浏览器，无需降级。",
source="事故复盘 INC-2024-0221", updated_at="2024-02-23"),

E("exp-mjc-049", "$print 凭证打印插件迁移为 usePrint（本地打印服务、套打偏移、重打授权）",
"""
【问题】柜面所有交易的凭证打印都走 `this.$print.voucher(tplCode, data)`，这是 mj-ui 注册的插件，背后是网点终端上的本地打印服务（Windows 服务 MjPrintAgent，监听 http://127.0.0.1:9100）。React 迁移后遇到：① 打印服务跨域报错；② 套打位置整体下移 3mm；③ 打印失败后柜员重复打印，凭证号跳号；④ 开发环境一次交易打出两张凭证。
【原因】
1. `$print` 插件在 Vue 壳里通过壳的 `/print-proxy` 转发，React 子应用直接请求 127.0.0.1:9100，打印服务只对壳的 origin 放行 CORS。
2. 套打模板是按 96 DPI 的 px 计算的，Vue 版插件里统一减了 `offsetY = 3mm`（写死在插件的 `normalizeTpl`）。
3. 打印是"异步确认"：`POST /print/job` 只表示入队，真正打印完成要轮询 `GET /print/ack/{jobId}`；插件会等 ack，React 第一版入队成功就提示"打印完成"。
4. StrictMode 下 `useEffect` 执行两次，第一版把自动打印写在 `useEffect(() => { if (done) print() }, [done])` 里。
【做法】
1. 新建 `usePrint()`：
```ts
export function usePrint() {
  const m = useMutation({ mutationFn: async ({ tplCode, data }) => {
    const { jobId } = await printProxy.post('/print/job', normalizeTpl(tplCode, data));
    return waitAck(jobId, { timeoutMs: 20000, intervalMs: 500 });
  }, retry: 0 });
  return m;
}
```
请求统一走壳的 `/print-proxy`（`printProxy` 是带壳 origin 的 axios 实例），不要直连 9100。
2. `normalizeTpl` 从插件源码抽到 `@mj/print-core`，包括 3mm 偏移、字段截断（户名超过 20 个汉字截断加"…"）、金额大写。
3. 自动打印放在 mutation 的 `onSuccess` 回调里触发，而不是 useEffect，避免 StrictMode 双执行。
4. ack 状态 `PAPER_OUT`（缺纸）、`OFFLINE`（打印机离线）要区分提示。
5. 打印模板编码 `tplCode` 与交易码一一对应（如现金支取 `V2011`、冲正 `V9001`），模板本身由打印服务下发，前端只传数据；数据字段名沿用 Vue 版，不要在迁移时顺手改成驼峰以外的新名字，否则模板取不到值，打出来是空白凭证。
6. 打印前的凭证预览用 `<iframe srcDoc>` 渲染打印服务返回的 HTML 预览，不要 `dangerouslySetInnerHTML` 到页面里，模板自带的样式会污染 MUI 主题。
7. 同一个页面连续打印多张（如批量打印回单）时串行提交 job，上一张 ack 之后再提交下一张；并发提交会让打印服务乱序，套打错位。
【注意】
- 重打：凭证打印失败或缺纸后，柜员点"重打"不能生成新凭证号，必须调 `/print/reprint/{jobId}` 沿用原凭证号；重打第二次及以上需要主管授权（`authorize({ txnCode: '7001' })`），这是内控要求，Vue 版插件里有，迁移时最容易漏。
- 后台返回 `MJ-E2009 凭证号已使用` 说明走了新打印而不是重打，见凭证号那条。
- 迁移期 Vue 页面和 React 页面可能同时打印（Vue 壳里的回单打印按钮 + React 交易页的自动打印），两边都走 `/print-proxy`，壳内有全局打印队列，React 端不要自己再维护第二个队列。
- 打印日志：每个 job 的 jobId、tplCode、凭证号写入 `/audit/print-event`，事后查跳号要用。
- 开发环境没有打印服务：`MJ_PRINT_MOCK=1` 时 `printProxy` 指向本地 mock，mock 会随机返回 PAPER_OUT，用来验证提示文案。
- 打印服务版本低于 2.3 的网点不支持 ack 接口，`/print/version` 返回 `<2.3` 时降级为入队即成功并提示柜员人工确认。
""", P, "plugin", "verified",
assets=["$print", "usePrint", "MjPrintAgent"], applies_to={"@tanstack/react-query": "^5.0.0", "react": "^18.0.0"},
conditions="柜面凭证打印（本地打印服务 MjPrintAgent）。", counter_conditions="报表导出 PDF、mj-risk 的 Excel 导出不走打印服务。",
source="PR !463 mj-counter: feat(print): usePrint; wiki: 柜面前端/迁移手册/打印", updated_at="2024-06-07"),

E("exp-mjc-050", "$idCard 身份证读卡器插件迁移为 useIdCardReader（本地 websocket）",
"""
【问题】开户、大额取现要读二代身份证，Vue 里 `this.$idCard.read().then(info => ...)`，插件连接本地驱动 `ws://127.0.0.1:9200/idcard`。
【做法】`useIdCardReader()` 返回 `{ read, status }`；websocket 在全局 `DeviceProvider` 中单例维护（同授权弹窗的指纹仪一样，设备连接只能有一个），`read()` 发送 `{cmd:'read'}`，10 秒超时；照片 base64 只放内存，不写 state 持久化。
【注意】读卡成功后要调 `/aml/screen` 之前先联网核查 `/id/verify`；读卡器断开时 status=`offline`，允许手工录入但需要授权。
""", P, "plugin", "verified",
assets=["$idCard", "useIdCardReader"], applies_to={"react": "^18.0.0"},
conditions="柜面读身份证。", source="PR !444", updated_at="2024-05-03"),

E("exp-mjc-051", "CashboxHandover 尾箱交接页面迁移（待复核）",
"""
【问题】柜员换班时尾箱交接：交出柜员和接收柜员双方确认，券别清点后提交。
【做法】沿用轧账的券别录入组件 `DenominationGrid`；双方确认用两次 `authorize`（第二次 authLevel 强制为接收柜员本人密码）。
【注意】接收柜员确认是否算"授权"在内控上有争议，第二次确认可能改为接收柜员扫码，待复核。
""", P, "component", "review_required",
assets=["CashboxHandover", "DenominationGrid"], applies_to={"@tanstack/react-query": "^5.0.0"},
conditions="柜员间尾箱交接。", counter_conditions="日终轧账不是交接。",
source="wiki: 柜面前端/待定问题/尾箱交接", updated_at="2024-06-01"),

E("exp-mjc-052", "MJ-E2009 凭证号已使用：不要重试，取下一个凭证号或走重打",
"""
【问题】提交现金交易返回 `MJ-E2009 凭证号已使用`。React 版 mutation 默认重试 3 次，三次都是 E2009，柜员很困惑。
【原因】凭证号（重要空白凭证）在进入页面时预取一次放在表单里，柜员中途打印过其他交易或前一次提交其实已成功。
【做法】mutation `retry: 0`；收到 E2009 时 `invalidateQueries({ queryKey: ['voucher','next'] })` 取新凭证号并提示柜员核对纸质凭证号；如果是打印失败后的再次打印，改走 `/print/reprint`。
""", P, "other", "verified",
assets=["usePrint", "VoucherNoField"], applies_to={"@tanstack/react-query": "^5.0.0"},
conditions="后台返回 MJ-E2009。", source="commit 1f3c9d2", updated_at="2024-05-25"),

E("exp-mjc-053", "柜面单测迁移：保持 jest，@vue/test-utils 换成 Testing Library",
"""
【问题】柜面 Vue 单测是 jest 26 + `@vue/test-utils` 1.x，React 子应用要不要换 vitest？
【做法】柜面 React 子应用是 webpack 构建，保持 jest 29 + `@testing-library/react` 14 + `@testing-library/user-event` 14，共用一份 `jest.config.js` 的 `projects` 配置（vue 与 react 两个 project）；`mount(Comp, { propsData })` → `render(<Comp {...props}/>)`，`wrapper.find('.el-button')` → `screen.getByRole('button', { name: '提交' })`。
【注意】MUI 组件用 role 查询；`jsdom` 下 `TextField` 的 label 关联需要 `id`。
""", P, "test", "verified",
assets=["@vue/test-utils", "jest.config.js"], applies_to={"react": "^18.0.0"},
conditions="mj-counter 单测。", counter_conditions="mj-risk 用 vitest。",
source="PR !404", updated_at="2024-03-04"),

E("exp-mjc-054", "单测里 mock $auth 授权插件：改为包一层假的 AuthDialogProvider",
"""
【问题】Vue 单测里 `mocks: { $auth: { open: jest.fn().mockResolvedValue({ ok: true }) } }`；React 端 `useAuthorize` 来自 context，测试直接报 `useAuthorize must be used within AuthDialogProvider`。
【做法】`renderWithProviders(ui, { authorize: jest.fn().mockResolvedValue({ authTicket: 'T-TEST' }) })`，内部渲染 `<AuthContext.Provider value={{ authorize }}>`；断言请求头 `X-MJ-Auth-Ticket: T-TEST`。
【注意】不要 mock 整个 `AuthDialogProvider` 模块，会把 precheck 逻辑也 mock 掉。
""", P, "test", "verified",
assets=["$auth", "useAuthorize", "AuthDialogProvider"], applies_to={"mj-ui": "^3.0.0", "react": "^18.0.0"},
conditions="测试依赖授权的组件。", source="PR !434", updated_at="2024-04-19"),

E("exp-mjc-055", "E2E: Playwright selectors for MjDataTable rows (candidate)",
"""
[Problem] The vendor's Selenium scripts used `.el-table__row:nth-child(3)` for MjTable; after the React port there is no `.el-table__row`.
[Candidate checklist]
- Add `data-testid="txn-row-{txnSerialNo}"` on each row.
- Prefer `getByRole('row', { name: /流水号/ })` where possible.
- Do not rely on row order: server-side sorting changes it.
[Note] Not yet agreed with the front-end team whether test ids ship to production builds.
""", P, "test", "candidate",
assets=["MjTable", "MjDataTable"], conditions="E2E tests on list pages.", source="QA vendor proposal QA-2024-030", updated_at="2024-05-29"),

E("exp-mjc-056", "MjTable 列 formatter 迁移为列定义的 valueFormatter / renderCell",
"""
【问题】`MjTable` 列配置 `{ prop: 'amount', formatter: (row, col, val) => currency(val) }`，参数顺序是 Element 的 `(row, column, cellValue, index)`。
【做法】`MjDataTable` 列定义：纯文本用 `valueFormatter: (value, row) => formatCurrency(value)`，需要组件（状态 Tag、冲正按钮）用 `renderCell: ({ row }) => <StatusChip s={row.status} />`；金额列 `align: 'right'`。
【注意】参数顺序变了，迁移时别照抄 `(row, col, val)`。
""", P, "component", "verified",
assets=["MjTable", "MjDataTable"], applies_to={"@mui/material": "^5.0.0"},
conditions="MjTable 列格式化。", source="PR !426", updated_at="2024-04-09"),

E("exp-mjc-057", "el-dialog 的 before-close 迁移为 MUI Dialog onClose(reason)",
"""
【问题】`el-dialog :before-close="handleClose"` 用来在关闭前确认；`:close-on-click-modal="false"` 防止柜员误点遮罩关闭。
【做法】`<Dialog open={open} onClose={(e, reason) => { if (reason === 'backdropClick') return; handleClose(); }} disableEscapeKeyDown={busy}>`；关闭前确认在 `handleClose` 里 `await confirm()`。
【注意】`append-to-body` 不需要了，MUI Dialog 默认 portal 到 body；`destroy-on-close` 对应条件渲染内容或 `keepMounted={false}`（默认）。
""", P, "component", "verified",
assets=["el-dialog", "Dialog"], applies_to={"element-ui": "^2.15.0", "@mui/material": "^5.0.0"},
conditions="柜面弹窗。", counter_conditions="mj-risk 用 antd Modal。",
source="PR !419", updated_at="2024-04-02"),

E("exp-mjc-058", "ImageUploader（影像上传，el-upload）迁移：分片与压缩",
"""
【问题】开户影像（身份证正反面、签名卡）用 `el-upload` 的 `http-request` 自定义上传，先压缩到 200KB 以内。
【做法】`<input type="file" accept="image/*" capture>` + 自己的 `ImageUploader`：`canvas` 压缩（质量 0.8 逐步递减），`useMutation` 上传到 `/img/upload`，返回 `imgId`；表单只存 `imgId`。高拍仪采集走本地服务 `127.0.0.1:9400`，和读卡器一样放 DeviceProvider。
【注意】Chrome 79 没有 `createImageBitmap` 的部分参数，用 `Image` + `canvas` 兼容写法。
""", P, "component", "verified",
assets=["ImageUploader", "el-upload"], applies_to={"element-ui": "^2.15.0", "@tanstack/react-query": "^5.0.0"},
conditions="柜面影像采集上传。", source="PR !448", updated_at="2024-05-09"),

E("exp-mjc-059", "MjSteps 交易向导迁移为 MUI Stepper（候选）",
"""
【问题】开户、挂失等多步交易用 mj-ui `MjSteps` + 每步一个子组件，上一步数据通过 `$parent` 传递。
【做法（候选检查项）】
- 每步一个 react-hook-form 实例还是整个向导一个？倾向整个向导一个 `useForm`，`trigger(stepFields)` 校验当前步。
- 返回上一步不能清空已读卡信息。
- 最后一步才调用授权。
""", P, "component", "candidate",
assets=["MjSteps", "Stepper"], applies_to={"mj-ui": "^3.0.0", "@mui/material": "^5.0.0"},
conditions="多步交易向导。", source="wiki: 柜面前端/草稿/向导", updated_at="2024-06-04"),

E("exp-mjc-060", "ChunkLoadError on teller terminals after a release (vendor regression note)",
"""
[Problem] Regression run RR-0611: after the 18:30 release, terminals that kept the counter open since the morning show a white area where the React sub-app should render; console: `ChunkLoadError: Loading chunk 412 failed. (error: https://counter.mjbank.local/react/static/js/412.3fa1c.js)`.
[Cause] The old remoteEntry.js still references chunk hashes that were deleted by the release script.
[Fix] Confirmed the team-wide lazy retry + keep-old-chunks approach fixes it on the counter; the release script must not delete `/react/static/js` from the previous two releases.
[Note] Only seen on mj-counter (webpack 5 Module Federation).
""", P, "build", "verified",
assets=["remoteEntry.js", "React.lazy"], conditions="mj-counter release with long-running teller sessions.",
counter_conditions="Vite builds (mj-risk) report a different error message.",
source="QA vendor regression report RR-0611", updated_at="2024-06-12"),
]
