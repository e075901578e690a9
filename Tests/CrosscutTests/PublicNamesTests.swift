import Crosscut
import CrosscutTesting
import Foundation
import Testing

/// Every public type of the runtime and the test kit, named unqualified in a file that imports
/// Foundation too: were a name also Foundation's, this file would not compile ("ambiguous for type
/// lookup"). The runtime's names were chosen to collide with nothing users import beside it.
@Test func publicTypeNamesAreUnambiguousBesideFoundation() {
    let types: [Any.Type] = [
        ClosureDecorator.self, CacheLookup<Int>.self, (any CachePartition<Int, Int>).self, CacheResult.self,
        CacheStatistics.self, (any CacheStore).self, CallLogPoints.self, CallOutcome.self, Concern.self,
        (any AlwaysRedacted).self, ConcernSet.self, Concerns.self, ConsoleEventSink.self, CounterSnapshot.self,
        (any DateProvider).self,
        Dimensions.self, EventData.self, EventLevel.self, EventLogger.self, EventRecord.self,
        (any EventSink).self, EventValue.self, (any DescribedInClear).self, FixedDateProvider.self,
        GenericMemberCache.self, HistogramSnapshot.self,
        InMemoryCacheStore.self, InMemoryEventSink.self, InMemoryMetricsRecorder.self,
        JSONLinesEventSink.self, LatencyHistogram.self, Locked<Int>.self, LogOutput.self, ManualClock.self,
        MemberCache<Int, Int>.self, MetricName.self, (any MetricsRecorder).self, MetricsSnapshot.self,
        MultiplexEventSink.self,
        NoopMetricsRecorder.self, OrderedPairs<Int>.self, PrometheusTextFormat.self, RandomSource.self,
        Redaction.self, RetryBudget.self, RetryEvent.self, RetryStrategy.self, SleepPurpose.self, SplitMix64.self,
        Stopwatch.self,
        SystemDateProvider.self, TestConcerns.self,
    ]
    #expect(Set(types.map { String(reflecting: $0) }).count == types.count)
    #expect(types.allSatisfy { String(reflecting: $0).contains("Crosscut") })
}
