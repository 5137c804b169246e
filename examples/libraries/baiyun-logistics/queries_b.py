"""Labeled queries, part B: jargon, status_gate, scope_gate, version_gate, not_applicable, missing."""
from common import Q
from contexts import C

R, RO, NA = "reusable", "reference_only", "not_applicable"

QUERIES = [

# ---------------- jargon ----------------
Q("q-by-048", lang="zh", category="jargon",
  query="甩挂交接的弹层表单，关掉再打开还留着上次的铅封号",
  context=C("DM"),
  labels={"exp-drv-010": R}, expected="inject"),

Q("q-by-049", lang="zh", category="jargon",
  query="干线线路规划里可以增删途经站点的动态表单怎么迁",
  context=C("PM"),
  labels={"exp-dsp-006": R}, expected="inject"),

Q("q-by-050", lang="en", category="jargon",
  query="揽收 scanning: camera permission is denied inside the shell WebView",
  context=C("DF"),
  labels={"exp-drv-008": R, "exp-drv-009": NA}, expected="inject"),

Q("q-by-051", lang="zh", category="jargon",
  query="回单审核弹窗里多张回单图片的预览和旋转",
  context=C("PN"),
  labels={"exp-dsp-010": R}, expected="inject"),

Q("q-by-052", lang="en", category="jargon",
  query="异常件 reason selector: Vue gave me an index, the React picker gives me something else",
  context=C("DM"),
  labels={"exp-drv-012": R, "exp-drv-013": RO}, expected="inject"),

Q("q-by-053", lang="zh", category="jargon",
  query="干线时间轴（依次经过几个分拨中心）迁到 React 用什么组件",
  context=C("DR"),
  labels={"exp-drv-017": R}, expected="inject"),

Q("q-by-054", lang="zh", category="jargon",
  query="甩挂挂车池表格，展开行看挂车最近的甩挂记录",
  context=C("PM"),
  labels={"exp-dsp-007": R}, expected="inject"),

Q("q-by-055", lang="en", category="jargon",
  query="签收 screen: can we force landscape while the consignee signs?",
  context=C("DF"),
  labels={"exp-drv-005": R, "exp-drv-003": RO}, expected="reference"),

Q("q-by-056", lang="zh", category="jargon",
  query="运单表格底部要加合计行（件数、重量、运费合计）",
  context=C("PM"),
  labels={"exp-dsp-054": R, "exp-dsp-001": RO}, expected="reference"),

# ---------------- status_gate ----------------
Q("q-by-057", lang="en", category="status_gate",
  query="antd 4 message.success appears behind the Drawer on the frozen release branch",
  context=C("PR"),
  labels={"exp-dsp-015": R, "exp-dsp-014": NA}, expected="reference"),

Q("q-by-058", lang="en", category="status_gate",
  query="Set the antd 4 primary colour through less variables in the Next app on release/2025.q4",
  context=C("PR"),
  labels={"exp-dsp-017": R, "exp-dsp-016": NA}, expected="reference"),

Q("q-by-059", lang="zh", category="status_gate",
  query="安卓手机按物理返回键，整个 H5 直接被关掉了",
  context=C("DF"),
  labels={"exp-drv-038": R}, expected="reference"),

Q("q-by-060", lang="en", category="status_gate",
  query="Vuex mapGetters (doneCount, urgentList) in the task pages: what is the zustand equivalent?",
  context=C("DM", asset="mapGetters", asset_type="store"),
  labels={"exp-drv-033": R, "exp-drv-029": RO}, expected="reference"),

Q("q-by-061", lang="zh", category="status_gate",
  query="新的 React 运单页面想先只给部分网点的调度员用，出问题能马上切回去",
  context=C("PM"),
  labels={"exp-team-017": R}, expected="reference"),

Q("q-by-062", lang="zh", category="status_gate",
  query="迁移后的组件在代码评审时需要逐项检查哪些点？",
  context=C("PN"),
  labels={"exp-team-015": R}, expected="reference"),

Q("q-by-063", lang="en", category="status_gate",
  query="Show a top progress bar on route changes using router.events in the dispatch console",
  context=C("PN"),
  labels={"exp-dsp-052": NA}, expected="abstain"),

Q("q-by-064", lang="mixed", category="status_gate",
  query="SignaturePad 迁移是用 react-signature-canvas 还是自己写 canvas？",
  context=C("DF", asset="SignaturePad", asset_type="component"),
  labels={"exp-drv-003": R, "exp-drv-004": NA, "exp-drv-005": RO}, expected="inject"),

Q("q-by-065", lang="en", category="status_gate",
  query="PickupScanButton: should we scan 揽收 barcodes with html5-qrcode in the H5?",
  context=C("DM", asset="PickupScanButton", asset_type="component"),
  labels={"exp-drv-008": R, "exp-drv-009": NA}, expected="inject"),

# ---------------- scope_gate ----------------
Q("q-by-066", lang="en", category="scope_gate",
  query="Port the v-track exposure tracking directive to React in the dispatch console",
  context=C("PM", asset="v-track", asset_type="directive"),
  labels={"exp-dsp-035": R, "exp-drv-020": NA, "exp-team-002": RO}, expected="inject"),

Q("q-by-067", lang="mixed", category="scope_gate",
  query="司机端 v-track 的曝光埋点迁到 React 怎么做？",
  context=C("DM", asset="v-track", asset_type="directive"),
  labels={"exp-drv-020": R, "exp-dsp-035": NA, "exp-team-002": RO}, expected="inject"),

Q("q-by-068", lang="en", category="scope_gate",
  query="process.env.VUE_APP_API_BASE is undefined in the new H5 build",
  context=C("DM"),
  labels={"exp-drv-051": R, "exp-dsp-049": NA}, expected="inject"),

Q("q-by-069", lang="en", category="scope_gate",
  query="What do our import.meta.env.VITE_* variables become in the dispatch console build?",
  context=C("PN"),
  labels={"exp-dsp-049": R, "exp-drv-051": NA}, expected="inject"),

Q("q-by-070", lang="mixed", category="scope_gate",
  query="release/3.9 上的签收拍照组件 PodPhotoUploader 照片网格排版乱了，上传失败也没有提示",
  context=C("DR", branch="release/3.9", asset="PodPhotoUploader", asset_type="component"),
  labels={"exp-drv-007": R, "exp-drv-006": NA}, expected="inject"),

Q("q-by-071", lang="en", category="scope_gate",
  query="Virtual scrolling for a 3,000-row WaybillTable on release/2025.q4",
  context=C("PR", asset="WaybillTable", asset_type="component"),
  labels={"exp-dsp-003": R, "exp-dsp-002": NA, "exp-dsp-001": NA}, expected="inject"),

Q("q-by-072", lang="en", category="scope_gate",
  query="Signature capture on release/3.8: which implementation do we use there?",
  context=C("DR", asset="SignaturePad", asset_type="component"),
  labels={"exp-drv-003": NA, "exp-drv-004": NA, "exp-drv-005": RO, "exp-drv-037": RO}, expected="reference"),

Q("q-by-073", lang="zh", category="scope_gate",
  query="司机端任务列表点进详情再返回，滚动位置丢了，以前 keep-alive 能保留",
  context=C("DF"),
  labels={"exp-dsp-033": NA, "exp-drv-015": RO}, expected="reference"),

Q("q-by-074", lang="en", category="scope_gate",
  query="Print the 运单 label from the driver H5 to a Bluetooth printer: can we reuse PrintWaybillButton?",
  context=C("DM", asset="PrintWaybillButton", asset_type="component"),
  labels={"exp-dsp-019": NA}, expected="abstain"),

# ---------------- version_gate ----------------
Q("q-by-075", lang="en", category="version_gate",
  query="An object selector on the task store re-renders on every update. Can I use useShallow here?",
  context=C("DM", asset="useTaskStore", asset_type="store"),
  labels={"exp-drv-031": R, "exp-drv-032": NA}, expected="inject"),

Q("q-by-076", lang="mixed", category="version_gate",
  query="DateRangeFilter 在 antd 4.24 的发布分支上应该用什么日期库，预设区间用哪个 prop？",
  context=C("PR", asset="DateRangeFilter", asset_type="component"),
  labels={"exp-dsp-012": R, "exp-dsp-011": NA}, expected="inject"),

Q("q-by-077", lang="mixed", category="version_gate",
  query="RangePicker 升到 antd 5 后报 date.clone is not a function",
  context=C("PM", asset="DateRangeFilter", asset_type="component"),
  labels={"exp-dsp-011": R, "exp-dsp-012": NA}, expected="inject"),

Q("q-by-078", lang="en", category="version_gate",
  query="Warning: [antd: message] Static function can not consume context like dynamic theme",
  context=C("PN"),
  labels={"exp-dsp-014": R, "exp-dsp-015": NA}, expected="inject"),

Q("q-by-079", lang="zh", category="version_gate",
  query="冻结的季度发布分支上，切到别的浏览器标签页时想暂停干线车辆位置的轮询",
  context=C("PR"),
  labels={"exp-dsp-026": R, "exp-dsp-025": NA}, expected="inject"),

Q("q-by-080", lang="zh", category="version_gate",
  query="浏览器标签页隐藏的时候，停止轮询干线车辆位置",
  context=C("PM"),
  labels={"exp-dsp-025": R, "exp-dsp-026": NA}, expected="inject"),

Q("q-by-081", lang="en", category="version_gate",
  query="Unit-testing WaybillCard with vitest on release/3.8",
  context=C("DR", asset="WaybillCard", asset_type="test"),
  labels={"exp-drv-052": NA, "exp-drv-053": RO}, expected="reference"),

Q("q-by-082", lang="mixed", category="version_gate",
  query="release/3.8 上异常件原因有四十多个，想把 ExceptionReasonPicker 换成可以搜索的列表",
  context=C("DR", asset="ExceptionReasonPicker", asset_type="component"),
  labels={"exp-drv-013": NA, "exp-drv-012": RO}, expected="reference"),

Q("q-by-083", lang="en", category="version_gate",
  query="Porting Vue 2.7 <script setup> components with defineProps / defineEmits to React",
  context=C("DM"),
  labels={"exp-team-014": NA}, expected="abstain"),

# ---------------- not_applicable ----------------
Q("q-by-084", lang="en", category="not_applicable",
  query="TrunkRoutePlanner with Form.List and Form.useWatch on the frozen release branch",
  context=C("PR", asset="TrunkRoutePlanner", asset_type="component"),
  labels={"exp-dsp-006": NA}, expected="abstain"),

Q("q-by-085", lang="zh", category="not_applicable",
  query="release/3.8 上干线路线的单行运单列表有几千行，想做成固定行高的虚拟列表",
  context=C("DR"),
  labels={"exp-drv-002": NA, "exp-drv-001": NA}, expected="abstain"),

Q("q-by-086", lang="zh", category="not_applicable",
  query="release/3.8 的任务列表要做下拉刷新和上拉加载更多",
  context=C("DR"),
  labels={"exp-drv-015": NA}, expected="abstain"),

Q("q-by-087", lang="en", category="not_applicable",
  query="Dispatchers need to countersign 回单 in the console: can we reuse SignaturePad there?",
  context=C("PM", asset="SignaturePad", asset_type="component"),
  labels={"exp-drv-003": NA, "exp-drv-004": NA}, expected="abstain"),

Q("q-by-088", lang="zh", category="not_applicable",
  query="冻结发布分支上想做类似 keep-alive 的多标签页，切换时保留筛选条件",
  context=C("PR"),
  labels={"exp-dsp-033": NA, "exp-dsp-057": NA}, expected="abstain"),

Q("q-by-089", lang="zh", category="not_applicable",
  query="release/3.8 上司机没信号时的离线签收队列怎么做",
  context=C("DR"),
  labels={"exp-drv-025": NA}, expected="abstain"),

Q("q-by-090", lang="en", category="not_applicable",
  query="Can the dispatch console reuse TrailerSwapSheet's plate keyboard (province characters) for trailer plate input?",
  context=C("PN", asset="TrailerSwapSheet", asset_type="component"),
  labels={"exp-drv-010": NA}, expected="abstain"),

Q("q-by-091", lang="zh", category="not_applicable",
  query="冻结的 2025 四季度发布分支上，复制运单号的指令怎么迁",
  context=C("PR", asset="v-copy", asset_type="directive"),
  labels={"exp-dsp-036": NA}, expected="abstain"),

# ---------------- missing ----------------
Q("q-by-092", lang="en", category="missing",
  query="Migrating the uView u-calendar rest-day roster picker for drivers",
  context=C("DF"),
  labels={}, expected="abstain"),

Q("q-by-093", lang="en", category="missing",
  query="Which library should replace the Gantt-chart shift scheduler in the dispatch console?",
  context=C("PM"),
  labels={}, expected="abstain"),

Q("q-by-094", lang="en", category="missing",
  query="Migrating the dispatcher-to-driver IM chat panel (it was a vue-advanced-chat component)",
  context=C("PN"),
  labels={}, expected="abstain"),

Q("q-by-095", lang="zh", category="missing",
  query="司机端来新任务时的语音播报（文字转语音）在 H5 里怎么实现",
  context=C("DF"),
  labels={}, expected="abstain"),

Q("q-by-096", lang="en", category="missing",
  query="Parsing large Excel 运单 imports in a Web Worker in the dispatch console",
  context=C("PR"),
  labels={}, expected="abstain"),

Q("q-by-097", lang="zh", category="missing",
  query="uni-app 的 nvue 原生渲染页面怎么迁移",
  context=C("DM"),
  labels={}, expected="abstain"),

Q("q-by-098", lang="zh", category="missing",
  query="在 H5 里读取电子铅封的 NFC 芯片，原来 uni 的插件要怎么替换",
  context=C("DM"),
  labels={}, expected="abstain"),

Q("q-by-099", lang="zh", category="missing",
  query="调度台的新手操作引导蒙层怎么迁移到 React",
  context=C("PN"),
  labels={}, expected="abstain"),

Q("q-by-100", lang="zh", category="missing",
  query="干线货量热力图的图表组件迁到 React 用什么方案",
  context=C("PM"),
  labels={}, expected="abstain"),

]
