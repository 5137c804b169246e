"""Labeled queries, part A: identifier, error_code, long_doc, multilingual, synonym."""
from common import Q
from contexts import C

R, RO, NA = "reusable", "reference_only", "not_applicable"

QUERIES = [

# ---------------- identifier ----------------
Q("q-by-001", lang="en", category="identifier",
  query="How do I port the `actions` slot of WaybillCard to React without the 签收 buttons wrapping on small phones?",
  context=C("DM", asset="WaybillCard", asset_type="component"),
  labels={"exp-drv-001": R, "exp-drv-002": NA, "exp-team-005": RO}, expected="inject"),

Q("q-by-002", lang="mixed", category="identifier",
  query="WaybillCardMini 在干线路线列表里有五千行，迁到 React 后怎么做才不卡？",
  context=C("DF", asset="WaybillCardMini", asset_type="component"),
  labels={"exp-drv-002": R, "exp-drv-001": NA}, expected="inject"),

Q("q-by-003", lang="en", category="identifier",
  query="What does the useWaybillStore Pinia store (fetchList, assign, totalWeight getter) become with Redux Toolkit 2?",
  context=C("PM", asset="useWaybillStore", asset_type="store"),
  labels={"exp-dsp-021": R, "exp-dsp-022": RO, "exp-dsp-053": NA}, expected="inject"),

Q("q-by-004", lang="en", category="identifier",
  query="Replacement for the v-debounce-tap directive on submit buttons in the React H5",
  context=C("DM", asset="v-debounce-tap", asset_type="directive"),
  labels={"exp-drv-021": R, "exp-drv-042": RO}, expected="inject"),

Q("q-by-005", lang="mixed", category="identifier",
  query="release/2025.q4 上 ExceptionTicketDrawer 关掉再打开另一个工单，表单里还是上一个异常件的数据",
  context=C("PR", asset="ExceptionTicketDrawer", asset_type="component"),
  labels={"exp-dsp-009": R, "exp-dsp-008": NA}, expected="inject"),

Q("q-by-006", lang="en", category="identifier",
  query="v-copy directive for copying the 运单号 in the dispatch console: what is the React version?",
  context=C("PN", asset="v-copy", asset_type="directive"),
  labels={"exp-dsp-036": R, "exp-drv-028": NA}, expected="inject"),

Q("q-by-007", lang="en", category="identifier",
  query="locationMixin polls uni.getLocation every 30 seconds on four pages. How should the React H5 report the driver position?",
  context=C("DF", asset="locationMixin", asset_type="mixin"),
  labels={"exp-drv-022": R, "exp-drv-023": RO}, expected="inject"),

Q("q-by-008", lang="mixed", category="identifier",
  query="DriverSelect 原来是 a-select show-search 加 :filter-option=\"false\" 的远程搜索，迁到 antd 5 怎么写？",
  context=C("PM", asset="DriverSelect", asset_type="component"),
  labels={"exp-dsp-005": R}, expected="inject"),

Q("q-by-009", lang="en", category="identifier",
  query="RouteMapView uses the uni <map> component with markers and a polyline. How do we port it to the H5?",
  context=C("DM", asset="RouteMapView", asset_type="component"),
  labels={"exp-drv-016": R, "exp-dsp-020": NA}, expected="reference"),

Q("q-by-010", lang="mixed", category="identifier",
  query="CountdownBadge 里用的 u-count-down，React 里怎么实现揽收时间窗倒计时？",
  context=C("DF", asset="CountdownBadge", asset_type="component"),
  labels={"exp-drv-018": R}, expected="reference"),

# ---------------- error_code ----------------
Q("q-by-011", lang="en", category="error_code",
  query="First request after a cold start fails with BY-DRV-4012 although the driver is logged in",
  context=C("DM"),
  labels={"exp-drv-034": R, "exp-drv-030": RO, "exp-team-010": RO}, expected="inject"),

Q("q-by-012", lang="zh", category="error_code",
  query="网络慢的时候司机连点两下签收，后端返回 BY-DRV-4090，怎么防止？",
  context=C("DF"),
  labels={"exp-drv-021": R, "exp-team-010": RO}, expected="inject"),

Q("q-by-013", lang="zh", category="error_code",
  query="上报异常件时接口返回 BY-DRV-4221，前端应该怎么提前校验？",
  context=C("DM", asset="ExceptionReportForm", asset_type="component"),
  labels={"exp-drv-011": R, "exp-team-010": RO}, expected="inject"),

Q("q-by-014", lang="en", category="error_code",
  query="Maximum update depth exceeded in FilterPanel after replacing storeToRefs with useSelector",
  context=C("PM"),
  labels={"exp-dsp-023": R, "exp-team-006": RO}, expected="inject"),

Q("q-by-015", lang="mixed", category="error_code",
  query="release/3.8 任务列表报 Maximum update depth exceeded，selector 返回了一个对象，import useShallow 又编译失败",
  context=C("DR"),
  labels={"exp-drv-032": R, "exp-drv-031": NA, "exp-team-006": RO}, expected="inject"),

Q("q-by-016", lang="en", category="error_code",
  query="Text content does not match server-rendered HTML after persisting column settings and filters the way pinia-plugin-persistedstate did",
  context=C("PN"),
  labels={"exp-dsp-027": R, "exp-dsp-056": RO}, expected="inject"),

Q("q-by-017", lang="en", category="error_code",
  query="Error: The object notation for `createSlice.extraReducers` has been removed - hit while porting a Pinia store",
  context=C("PM"),
  labels={"exp-dsp-024": R}, expected="inject"),

Q("q-by-018", lang="zh", category="error_code",
  query="React H5 里原来 uni.request:fail timeout 的重试逻辑该怎么处理？签收接口要不要也自动重试？",
  context=C("DM"),
  labels={"exp-drv-039": R, "exp-drv-040": RO}, expected="inject"),

Q("q-by-019", lang="en", category="error_code",
  query="QuotaExceededError: Failed to execute 'setItem' on 'Storage' when queueing offline 签收 with photos",
  context=C("DF"),
  labels={"exp-drv-025": R}, expected="reference"),

Q("q-by-020", lang="en", category="error_code",
  query="Hydration failed because the initial UI does not match what was rendered on the server - the relative 签收时间 column",
  context=C("PN", asset="WaybillTable", asset_type="component"),
  labels={"exp-dsp-056": R, "exp-team-009": RO}, expected="reference"),

# ---------------- long_doc ----------------
Q("q-by-021", lang="en", category="long_doc",
  query="Signature upload is rejected with BY-DRV-4031 (too large). How did we make the exported signature smaller?",
  context=C("DF", asset="SignaturePad", asset_type="component"),
  labels={"exp-drv-003": R, "exp-drv-004": NA, "exp-team-010": RO}, expected="inject"),

Q("q-by-022", lang="zh", category="long_doc",
  query="顾客签名的时候整个页面跟着上下滚动，苹果手机上特别明显，怎么禁止？",
  context=C("DM"),
  labels={"exp-drv-003": R, "exp-drv-005": RO}, expected="inject"),

Q("q-by-023", lang="zh", category="long_doc",
  query="任务列表在苹果手机上下拉刷新时和壳的回弹冲突，列表会跳一下，刷新还触发两次",
  context=C("DM"),
  labels={"exp-drv-015": R}, expected="inject"),

Q("q-by-024", lang="en", category="long_doc",
  query="After moving the task store to zustand, the detail popup shows the old status after a list refresh. How do we keep the selected waybill in sync?",
  context=C("DF", asset="useTaskStore", asset_type="store"),
  labels={"exp-drv-029": R}, expected="inject"),

Q("q-by-025", lang="zh", category="long_doc",
  query="司机拍照回来以后偶尔报 BY-DRV-5003，拍的照片也丢了，低端安卓机上比较多",
  context=C("DM"),
  labels={"exp-drv-041": R, "exp-team-010": RO}, expected="inject"),

Q("q-by-026", lang="en", category="long_doc",
  query="WaybillTable on 1366x768 laptops: header cells misaligned when scrolling horizontally and the 操作 column disappears",
  context=C("PM", asset="WaybillTable", asset_type="component"),
  labels={"exp-dsp-001": R, "exp-dsp-002": RO}, expected="inject"),

Q("q-by-027", lang="zh", category="long_doc",
  query="调度看板拖拽派单时两个调度员同时抢同一单，后端返回 409，卡片要怎么回到原位？",
  context=C("PN"),
  labels={"exp-dsp-004": R, "exp-dsp-022": RO}, expected="inject"),

Q("q-by-028", lang="zh", category="long_doc",
  query="按司机筛选的运单列表里，把别的司机的单改派过来之后列表不刷新，要手动刷新页面才出现",
  context=C("PM"),
  labels={"exp-dsp-021": R}, expected="inject"),

Q("q-by-029", lang="en", category="long_doc",
  query="Dispatchers lose filters, scroll position and half-filled forms when switching between the console's in-app tabs after the Next migration (it used keep-alive)",
  context=C("PM"),
  labels={"exp-dsp-033": R, "exp-dsp-057": RO}, expected="reference"),

# ---------------- multilingual ----------------
Q("q-by-030", lang="mixed", category="multilingual",
  query="How do we mask consignee phone numbers in the React H5, i.e. what replaces the old maskPhone filter?",
  context=C("DM", asset="maskPhone", asset_type="filter"),
  labels={"exp-drv-027": R}, expected="inject"),

Q("q-by-031", lang="mixed", category="multilingual",
  query="What replaces the `| formatWeight` and `| formatVolume` pipes in JSX, and does a weight of 0 still show as '--'?",
  context=C("DM", asset="formatWeight", asset_type="filter"),
  labels={"exp-drv-026": R}, expected="inject"),

Q("q-by-032", lang="mixed", category="multilingual",
  query="调度台用 Pinia 的 $subscribe 做调度操作审计日志，迁到 Redux Toolkit 之后应该放在哪里？",
  context=C("PM", asset="$subscribe", asset_type="store"),
  labels={"exp-dsp-028": R}, expected="inject"),

Q("q-by-033", lang="mixed", category="multilingual",
  query="Freight amounts are rendered with $filters.money in templates. What is the React equivalent that also works in server components?",
  context=C("PM", asset="$filters.money", asset_type="filter"),
  labels={"exp-dsp-039": R, "exp-team-020": RO}, expected="inject"),

Q("q-by-034", lang="mixed", category="multilingual",
  query="香港跨境司机用的繁体中文文案，从 vue-i18n 8 迁到 React 要注意什么？",
  context=C("DF", asset="vue-i18n", asset_type="i18n"),
  labels={"exp-drv-043": R, "exp-drv-044": RO}, expected="inject"),

Q("q-by-035", lang="mixed", category="multilingual",
  query="The waybill detail code is full of this.$set and array index assignments. What changes when it moves to React?",
  context=C("DM"),
  labels={"exp-team-012": R}, expected="inject"),

Q("q-by-036", lang="mixed", category="multilingual",
  query="Next 里 antd 页面刷新时先出现一瞬间没有样式的界面，然后才正常",
  context=C("PN"),
  labels={"exp-dsp-044": R}, expected="inject"),

Q("q-by-037", lang="mixed", category="multilingual",
  query="Hairline 1px borders look too thick on Retina screens in the driver H5",
  context=C("DM"),
  labels={"exp-drv-048": R}, expected="reference"),

Q("q-by-038", lang="mixed", category="multilingual",
  query="离线包发版以后，部分司机手机上打开的还是旧页面",
  context=C("DM"),
  labels={"exp-drv-050": R, "exp-drv-049": RO}, expected="reference"),

# ---------------- synonym ----------------
Q("q-by-039", lang="en", category="synonym",
  query="The box where the recipient scribbles their name with a finger: how was it rebuilt for the web shell?",
  context=C("DM"),
  labels={"exp-drv-003": R, "exp-drv-004": NA}, expected="inject"),

Q("q-by-040", lang="zh", category="synonym",
  query="调度员用鼠标把卡片从一个人那一栏挪到另一个人那一栏，这个交互怎么重做？",
  context=C("PM"),
  labels={"exp-dsp-004": R}, expected="inject"),

Q("q-by-041", lang="zh", category="synonym",
  query="司机在隧道、地库里没信号时提交的操作，先存在手机上，等有网了再补发",
  context=C("DM"),
  labels={"exp-drv-025": R}, expected="reference"),

Q("q-by-042", lang="en", category="synonym",
  query="The little grey pop-up text and the spinning overlay we showed after actions in the old app",
  context=C("DF"),
  labels={"exp-drv-019": R}, expected="inject"),

Q("q-by-043", lang="zh", category="synonym",
  query="看板要实时收到新单子和车辆位置推送，原来靠一个组合式函数维持长连接，现在该放在哪一层？",
  context=C("PN"),
  labels={"exp-dsp-038": R}, expected="inject"),

Q("q-by-044", lang="en", category="synonym",
  query="Sliding a row to the left to reveal buttons in the list of paperwork drivers must bring back to the depot",
  context=C("DM"),
  labels={"exp-drv-014": R}, expected="inject"),

Q("q-by-045", lang="zh", category="synonym",
  query="用户从别的应用切回来的时候，页面要重新拉一下数据",
  context=C("DF"),
  labels={"exp-drv-023": R}, expected="inject"),

Q("q-by-046", lang="zh", category="synonym",
  query="没有相应角色的人，页面上那个把单子转给别的司机的按钮就不能出现，这个怎么做？",
  context=C("PN"),
  labels={"exp-dsp-031": R}, expected="inject"),

Q("q-by-047", lang="en", category="synonym",
  query="Keep the bottom bar clear of the iPhone home indicator strip",
  context=C("DR"),
  labels={"exp-drv-047": R}, expected="inject"),

]
